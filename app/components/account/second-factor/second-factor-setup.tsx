import { headingTag, type HeadingLevel } from './heading-level';
import { useEffect, useId, useRef, useState } from 'react';
import { KeyRound, Smartphone } from 'lucide-react';
import { PASSKEY_NAME_MAX, PasskeyName, TotpConfirmBody, type PasskeyInfo, type TotpSetup } from '@common/second-factor/contracts';
import { FormError } from '~/components/forms/form-error';
import { schemaErrors, type FieldErrors } from '~/components/forms/field-errors';
import { TextField } from '~/components/forms/text-field';
import { useFieldForm } from '~/components/forms/use-field-form';
import { api } from '~/lib/api/browser-client';
import { ApiRequestError } from '~/lib/api/errors';
import { setAuthUser } from '~/lib/auth';
import { browserCanUsePasskeys } from '~/lib/passkey-support';
import { PasswordConfirmForm } from './password-confirm-form';

/** What an enrolment gives back: the recovery codes when it was the first factor, else null. */
export type EnrolledHandler = (recoveryCodes: string[] | null) => void | Promise<void>;

/** The signed-in person again (GET /user), so `second_factor` says what the account has now. */
export async function refreshSessionUser(): Promise<void> {
  try {
    setAuthUser(await api('GET /user'));
  } catch {
    // The page keeps the user it had; the next load brings the new one.
  }
}

/** 'ABCD EFGH IJKL…': the key in groups of 4, easier to type by hand. */
export function groupSecret(secret: string): string {
  return secret.replace(/\s+/g, '').match(/.{1,4}/g)?.join(' ') ?? secret;
}

/**
 * Setting up an authenticator app (issue 33): the current password, then the QR (and the key in
 * groups of 4 for typing it in), then the first code from the app confirms it. Used on /user/security
 * and by the back-office when a role requires a second factor. The caller refreshes the signed-in
 * user afterwards (`refreshSessionUser`), once it has taken the recovery codes.
 */
export function AuthenticatorSetup({ onEnrolled, onCancel, level = 3 }: { onEnrolled: EnrolledHandler; onCancel: () => void; level?: HeadingLevel }) {
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  if (!setup) {
    return (
      <PasswordConfirmForm
        title="Configurar la app de autenticación"
        description="Para empezar, confirma que eres tú. Necesitarás una app como Google Authenticator, Microsoft Authenticator, 1Password o Aegis."
        submitLabel="Continuar"
        busyLabel="Preparando…"
        send={async (current_password) => (await api('POST /user/second-factor/totp', { body: { current_password } })).data}
        onDone={setSetup}
        onCancel={onCancel}
        level={level}
      />
    );
  }
  return <AuthenticatorConfirm setup={setup} onEnrolled={onEnrolled} onCancel={onCancel} level={level} />;
}

function AuthenticatorConfirm({ setup, onEnrolled, onCancel, level }: { setup: TotpSetup; onEnrolled: EnrolledHandler; onCancel: () => void; level: HeadingLevel }) {
  const Heading = headingTag(level);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  useEffect(() => headingRef.current?.focus(), []);
  const { formRef, field, formError, isSaving, submit } = useFieldForm({
    initial: { code: '' },
    schema: TotpConfirmBody,
    send: async (values) => (await api('POST /user/second-factor/totp/confirm', { body: values })).data,
    onSaved: (reply) => onEnrolled(reply.recovery_codes),
    failureMessage: 'No hemos podido activar la app. Inténtalo de nuevo.',
  });
  const qr = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qr_svg)}`;
  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-busy={isSaving} aria-labelledby={headingId} className="grid gap-5 rounded-2xl border border-line bg-surface-muted/40 p-4 sm:p-5">
      <Heading id={headingId} ref={headingRef} tabIndex={-1} className="font-semibold outline-none">
        Escanea el código QR con tu app
      </Heading>
      <div className="grid gap-5 sm:grid-cols-[auto_1fr] sm:items-start">
        <figure className="justify-self-start rounded-xl bg-white p-3 ring-1 ring-line">
          <img src={qr} width={176} height={176} alt="Código QR para añadir Tienda Diverso a tu app de autenticación" className="size-44" />
        </figure>
        <div className="grid gap-2 text-sm">
          <p className="text-muted">
            En la app, añade una cuenta y escanea el código. Si no puedes escanearlo, elige «Introducir una clave» y escribe esta:
          </p>
          <p className="font-semibold">Clave para escribirla a mano</p>
          <code translate="no" className="rounded-lg bg-surface px-3 py-2 font-mono text-base tracking-wider break-all ring-1 ring-line">
            {groupSecret(setup.secret)}
          </code>
          <p className="text-xs text-muted">Tipo: basada en el tiempo, 6 cifras, cada 30 segundos.</p>
        </div>
      </div>
      <TextField
        label="Código de 6 cifras de la app"
        autoComplete="one-time-code"
        inputMode="numeric"
        pattern="[0-9]*"
        required
        hint="Escribe el código que muestra ahora la app para Tienda Diverso."
        {...field('code')}
      />
      <FormError message={formError} />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary" disabled={isSaving}>
          <Smartphone aria-hidden="true" className="size-4" />
          {isSaving ? 'Activando…' : 'Activar la app'}
        </button>
        <button type="button" className="btn-secondary" onClick={onCancel} disabled={isSaving}>
          Cancelar
        </button>
      </div>
    </form>
  );
}

const PASSKEY_FAILED = 'No hemos podido crear la llave de acceso. Inténtalo de nuevo.';

/**
 * Adding a passkey (issue 33): a name and the current password, then the browser's own prompt
 * (fingerprint, face, PIN or a security key), then it is saved. The WebAuthn library loads when
 * the form is sent.
 */
export function PasskeySetup({
  onAdded,
  onCancel,
  level = 3,
}: {
  onAdded: (passkey: PasskeyInfo, recoveryCodes: string[] | null) => void | Promise<void>;
  onCancel: () => void;
  level?: HeadingLevel;
}) {
  const [name, setName] = useState('');

  if (!browserCanUsePasskeys()) {
    return (
      <div className="grid gap-3 rounded-2xl border border-line bg-surface-muted/40 p-4 text-sm sm:p-5">
        <p>Este navegador no permite usar llaves de acceso. Prueba con uno actualizado (Chrome, Safari, Firefox o Edge) o usa una app de autenticación.</p>
        <div>
          <button type="button" className="btn-secondary" onClick={onCancel}>
            Volver
          </button>
        </div>
      </div>
    );
  }

  async function create(current_password: string) {
    const { challenge, options } = (await api('POST /user/second-factor/passkeys/options', { body: { current_password } })).data;
    const { passkeyAttestation, isPasskeyCancelled, isPasskeyAlreadyRegistered } = await import('~/lib/webauthn');
    let passkey;
    try {
      passkey = await passkeyAttestation(options);
    } catch (error) {
      const message = isPasskeyCancelled(error)
        ? 'Has cancelado la llave de acceso: no se ha guardado nada.'
        : isPasskeyAlreadyRegistered(error)
          ? 'Esa llave ya está guardada en tu cuenta.'
          : PASSKEY_FAILED;
      throw new ApiRequestError(0, message, null, true);
    }
    return (await api('POST /user/second-factor/passkeys', { body: { challenge, name: name.trim(), passkey } })).data;
  }

  return (
    <PasswordConfirmForm
      title="Añadir una llave de acceso"
      description="Con una llave de acceso entras con la huella, la cara o el PIN de tu dispositivo, o con una llave de seguridad. Ponle un nombre para reconocerla."
      submitLabel="Crear la llave"
      busyLabel="Esperando a tu dispositivo…"
      send={create}
      onDone={(created) => onAdded(created.passkey, created.recovery_codes)}
      onCancel={onCancel}
      failureMessage={PASSKEY_FAILED}
      level={level}
      validate={(): FieldErrors => {
        const problem = schemaErrors(PasskeyName, name)._;
        return problem ? { name: problem } : {};
      }}
    >
      {({ errorAt, clearError }) => (
        <TextField
          label="Nombre de la llave"
          name="name"
          required
          maxLength={PASSKEY_NAME_MAX}
          autoComplete="off"
          hint="Por ejemplo, «Móvil» o «Portátil del trabajo»."
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            clearError('name');
          }}
          error={errorAt('name')}
        />
      )}
    </PasswordConfirmForm>
  );
}

/** For the back-office's forced set-up: the app or a passkey, one at a time. */
export function SecondFactorSetupChoice({ onEnrolled, level = 3 }: { onEnrolled: EnrolledHandler; level?: HeadingLevel }) {
  const [choice, setChoice] = useState<'app' | 'passkey' | null>(null);
  const [canUsePasskeys, setCanUsePasskeys] = useState(false);
  useEffect(() => setCanUsePasskeys(browserCanUsePasskeys()), []);
  if (choice === 'app') return <AuthenticatorSetup onEnrolled={onEnrolled} onCancel={() => setChoice(null)} level={level} />;
  if (choice === 'passkey') return <PasskeySetup onAdded={(_passkey, codes) => onEnrolled(codes)} onCancel={() => setChoice(null)} level={level} />;
  return (
    <div className="flex flex-wrap gap-3">
      <button type="button" className="btn-primary" onClick={() => setChoice('app')}>
        <Smartphone aria-hidden="true" className="size-4" />
        Usar una app de autenticación
      </button>
      {canUsePasskeys ? (
        <button type="button" className="btn-secondary" onClick={() => setChoice('passkey')}>
          <KeyRound aria-hidden="true" className="size-4" />
          Usar una llave de acceso
        </button>
      ) : null}
    </div>
  );
}
