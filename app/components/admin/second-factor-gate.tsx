import { useEffect, useRef, useState, type ReactNode } from 'react';
import { LogIn, ShieldCheck } from 'lucide-react';
import { useLocation, useNavigate, useRevalidator } from 'react-router';
import type { AuthUser } from '@common/auth/contracts';
import { RecoveryCodesPanel } from '~/components/account/second-factor/recovery-codes-panel';
import { refreshSessionUser, SecondFactorSetupChoice } from '~/components/account/second-factor/second-factor-setup';
import { loginPathFrom } from '~/components/auth/auth-paths';
import { AuthPending } from '~/components/auth/auth-pending';
import { logout, useAuth } from '~/lib/auth';
import { gateOf, knownSecondFactorGate, secondFactorGate, sessionStatus, type SecondFactorGateState } from './second-factor-access';

/**
 * The back-office behind the second factor. `refused`: a screen's call was refused for it by the
 * server (the role may have changed since the session began): the status is read again.
 */
export function SecondFactorGate({ children, refused = false }: { children: ReactNode; refused?: boolean }) {
  const { user } = useAuth();
  const revalidator = useRevalidator();
  const [checked, setChecked] = useState<{ user: AuthUser; state: SecondFactorGateState } | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const wasClosed = useRef(false);

  // Known at once from the signed-in user (or an answer already in); otherwise asked. After the
  // server's refusal, someone whose user says no factor is needed is asked anyway.
  const known: SecondFactorGateState | null = !user ? null : refused && !user.second_factor.required ? null : knownSecondFactorGate(user);
  const state: SecondFactorGateState | 'checking' = known ?? (checked && checked.user === user ? checked.state : 'checking');

  useEffect(() => {
    if (!user || known) return;
    let isCurrent = true;
    const check = refused ? sessionStatus(user).then(gateOf, () => 'sign-in-again' as const) : secondFactorGate(user);
    void check.then((next) => {
      if (isCurrent) setChecked({ user, state: next });
    });
    return () => {
      isCurrent = false;
    };
  }, [user, known, refused]);

  // Once set up (or checked), the screens that were held back load again.
  useEffect(() => {
    if (state === 'setup' || state === 'sign-in-again') wasClosed.current = true;
    else if (state === 'open' && codes === null && wasClosed.current) {
      wasClosed.current = false;
      void revalidator.revalidate();
    }
  }, [state, codes, revalidator]);

  if (codes !== null) return <RecoveryCodesScreen codes={codes} onDone={() => setCodes(null)} />;
  if (state === 'checking') return <AuthPending label="Comprobando tu verificación en dos pasos…" />;
  if (state === 'setup') {
    return (
      <SetupScreen
        onEnrolled={async (newCodes) => {
          setCodes(newCodes ?? null);
          await refreshSessionUser();
        }}
      />
    );
  }
  if (state === 'sign-in-again') return <SignInAgainScreen />;
  return <>{children}</>;
}

function GateFrame({ title, children }: { title: string; children: ReactNode }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <main id="main" className="min-h-screen bg-bg px-4 py-10 sm:py-16">
      <div className="mx-auto grid max-w-2xl gap-6 rounded-3xl border border-line bg-surface p-6 shadow-sm sm:p-10">
        <span className="grid size-12 place-items-center rounded-full bg-primary/10">
          <ShieldCheck aria-hidden="true" className="size-6 text-primary" />
        </span>
        <h1 ref={headingRef} tabIndex={-1} className="font-display text-3xl font-semibold tracking-tight outline-none">
          {title}
        </h1>
        {children}
      </div>
    </main>
  );
}

function SetupScreen({ onEnrolled }: { onEnrolled: (codes: string[] | null) => Promise<void> }) {
  return (
    <GateFrame title="Configura la verificación en dos pasos">
      <div className="grid gap-3 text-[0.9375rem] leading-relaxed">
        <p>
          Tu rol en la tienda exige un segundo factor: el back-office mueve dinero, pedidos y accesos, así que no basta con la contraseña. Configúralo ahora
          y entrarás directamente.
        </p>
        <p className="text-muted">
          Puedes usar una app de autenticación del móvil (un código de 6 cifras que cambia cada 30 segundos) o una llave de acceso (la huella, la cara o el PIN
          de tu dispositivo). Después te daremos códigos de recuperación por si pierdes el móvil.
        </p>
      </div>
      <SecondFactorSetupChoice onEnrolled={onEnrolled} level={2} />
    </GateFrame>
  );
}

function RecoveryCodesScreen({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <GateFrame title="Verificación en dos pasos activada">
      <RecoveryCodesPanel codes={codes} onDone={onDone} doneLabel="Ya los he guardado: continuar" level={2} />
    </GateFrame>
  );
}

function SignInAgainScreen() {
  const location = useLocation();
  const navigate = useNavigate();
  const [isLeaving, setIsLeaving] = useState(false);
  return (
    <GateFrame title="Vuelve a entrar con tu segundo factor">
      <p className="text-[0.9375rem] leading-relaxed">
        Tu rol exige la verificación en dos pasos, y esta sesión se abrió sin ella. Sal y vuelve a entrar: después de la contraseña te pediremos el código de tu
        app, un código de recuperación o tu llave de acceso, y volverás a esta pantalla.
      </p>
      <div>
        <button
          type="button"
          className="btn-primary"
          disabled={isLeaving}
          onClick={async () => {
            setIsLeaving(true);
            const to = loginPathFrom(location);
            await logout();
            await navigate(to, { replace: true });
          }}
        >
          <LogIn aria-hidden="true" className="size-4" />
          {isLeaving ? 'Cerrando la sesión…' : 'Salir y volver a entrar'}
        </button>
      </div>
    </GateFrame>
  );
}
