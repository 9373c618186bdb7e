import { useState } from 'react';
import { Download, FileArchive, Trash2 } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { AccountDeletionBody, DATA_EXPORT_LINK_DAYS, type DataExport } from '@common/privacy/contracts';
import { STORAGE_KEYS } from '@common/storage-keys';
import { signOut } from '~/components/auth/sign-out';
import { schemaErrors } from '~/components/forms/field-errors';
import { FormError } from '~/components/forms/form-error';
import { TextField } from '~/components/forms/text-field';
import { useFieldForm } from '~/components/forms/use-field-form';
import { useAlertDialog } from '~/components/ui/alert-dialog';
import { api } from '~/lib/api/browser-client';
import { ApiRequestError, apiErrorMessage } from '~/lib/api/errors';
import { useAuth } from '~/lib/auth';
import { readStorage } from '~/lib/browser-storage';
import { toast } from '~/lib/toast';
import { formatDateTime } from './account-format';
import { SectionCard } from './account-page';
import { saveFile } from '~/lib/save-file';

const sizeText = (bytes: number | null) => (bytes === null ? '' : bytes < 1024 * 1024 ? ` · ${Math.max(1, Math.round(bytes / 1024))} KB` : ` · ${(bytes / 1024 / 1024).toFixed(1).replace('.', ',')} MB`);

/** The ZIP with the session: the bearer token lives in localStorage, so a plain link cannot carry it. */
async function downloadExport(item: DataExport) {
  const token = readStorage(STORAGE_KEYS.token);
  const response = await fetch(item.download_url!, { headers: token ? { Authorization: `Bearer ${token}` } : {}, signal: AbortSignal.timeout(60_000) });
  if (!response.ok) throw ApiRequestError.from(response.status, await response.json().catch(() => null));
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'mis-datos-tienda-diverso.zip';
  saveFile(await response.blob(), name);
}

/** "Descargar mis datos" (issue 33): ask for a copy, see the copies with their state and download a ready one. */
export function DataExportSection({ initialExports }: { initialExports: DataExport[] }) {
  const [exports, setExports] = useState(initialExports);
  const [asking, setAsking] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const preparing = exports.some((item) => item.state === 'queued');

  async function ask() {
    setAsking(true);
    setMessage(null);
    try {
      const reply = await api('POST /user/privacy/export');
      setExports((current) => [reply.data, ...current]);
      toast({ type: 'success', message: 'Estamos preparando tu copia. Te enviaremos el enlace por email.' });
    } catch (error) {
      setMessage(apiErrorMessage(error, 'No hemos podido pedir la copia. Inténtalo de nuevo.'));
    } finally {
      setAsking(false);
    }
  }

  async function download(item: DataExport) {
    try {
      await downloadExport(item);
    } catch (error) {
      toast({ type: 'error', message: apiErrorMessage(error, 'No se pudo descargar la copia. Inténtalo de nuevo.') });
    }
  }

  return (
    <SectionCard
      id="descargar-datos"
      title="Descargar mis datos"
      description={`Una copia de todo lo que guardamos de ti (perfil, direcciones, pedidos, devoluciones, facturas, opiniones, mensajes de soporte, avisos, consentimientos y sesiones) en un ZIP con archivos JSON y CSV. La preparamos en unos minutos y te enviamos el enlace por email; funciona ${DATA_EXPORT_LINK_DAYS} días.`}
      aside={<FileArchive aria-hidden="true" className="size-6 text-primary" />}
    >
      <div className="grid gap-4">
        <div>
          <button type="button" className="btn-primary" onClick={() => void ask()} disabled={asking || preparing} aria-busy={asking}>
            <Download aria-hidden="true" className="size-4" />
            {asking ? 'Pidiendo…' : 'Pedir una copia de mis datos'}
          </button>
          {preparing ? <p className="mt-2 text-sm text-muted">Ya estamos preparando una copia: te avisaremos por email.</p> : null}
        </div>
        <FormError message={message} />
        {exports.length === 0 ? (
          <p className="text-sm text-muted">Aún no has pedido ninguna copia.</p>
        ) : (
          <ul aria-label="Copias pedidas" className="grid gap-2">
            {exports.map((item) => (
              <li key={item.id} className="flex flex-col gap-2 rounded-xl border border-line px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
                <div className="text-sm">
                  <p className="font-semibold">Pedida el {formatDateTime(item.created_at)}</p>
                  <p className="text-muted">
                    {item.state_label}
                    {item.state === 'ready' && item.expires_at ? ` · hasta el ${formatDateTime(item.expires_at)}${sizeText(item.size_bytes)}` : ''}
                  </p>
                </div>
                {item.state === 'ready' && item.download_url ? (
                  <button type="button" className="btn-secondary" onClick={() => void download(item)} aria-label={`Descargar la copia del ${formatDateTime(item.created_at)}`}>
                    <Download aria-hidden="true" className="size-4" />
                    Descargar
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </div>
    </SectionCard>
  );
}

const EMPTY = { current_password: '', code: '' };

/** The body as the contract takes it: the code only when one was typed. */
const deletionBody = ({ current_password, code }: typeof EMPTY) => (code.trim() ? { current_password, code } : { current_password });

/**
 * "Eliminar mi cuenta" (issue 33): what goes, what the law keeps, the password (and, with a second
 * factor, a code from the app or a recovery code), then a confirmation.
 */
export function DeleteAccountSection() {
  const { show } = useAlertDialog();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const hasSecondFactor = useAuth().user?.second_factor.enabled === true;
  const { formError, isSaving, formRef, field, submit } = useFieldForm({
    initial: EMPTY,
    validate: (values) => schemaErrors(AccountDeletionBody, deletionBody(values)),
    send: async (values) => {
      const answer = await show({
        type: 'warning',
        title: '¿Eliminar tu cuenta para siempre?',
        message: 'No se puede deshacer: perderás tus direcciones, tu lista de deseos, tus tarjetas y tus avisos, y se cerrarán todas tus sesiones.',
        confirmText: 'Eliminar mi cuenta',
        cancelText: 'Cancelar',
      });
      if (answer !== 'confirm') return null;
      return (await api('POST /user/privacy/delete', { body: deletionBody(values) })).data.message;
    },
    onSaved: async (result) => {
      if (result === null) return EMPTY;
      toast({ type: 'success', message: result });
      // The deletion ended every session on the server: nothing to sign out of there.
      await signOut(pathname, navigate, undefined, { sessionGone: true });
      return EMPTY;
    },
    failureMessage: 'No hemos podido eliminar tu cuenta. Inténtalo de nuevo.',
  });

  return (
    <SectionCard
      id="eliminar-cuenta"
      title="Eliminar mi cuenta"
      description="Borramos o anonimizamos tus datos personales y cerramos todas tus sesiones. Te enviaremos un último email de confirmación."
      aside={<Trash2 aria-hidden="true" className="size-6 text-danger" />}
    >
      <div className="grid gap-4 text-sm">
        <div className="grid gap-1">
          <p className="font-semibold">Lo que borramos</p>
          <p className="text-muted">
            Tu nombre, email, teléfono y foto; tus direcciones, lista de deseos, carrito, tarjetas guardadas, avisos de disponibilidad, recordatorios y
            preferencias de email; tus sesiones. Tus opiniones quedan firmadas como «Cliente» y tus mensajes de soporte sin tu nombre.
          </p>
        </div>
        <div className="grid gap-1">
          <p className="font-semibold">Lo que la ley nos obliga a conservar</p>
          <p className="text-muted">
            Tus facturas y sus registros VERI*FACTU, tal como se emitieron, y tus pedidos durante los plazos fiscales, sin tus datos de contacto.
          </p>
        </div>
        <p className="text-muted">No podrás eliminarla mientras tengas un pedido en curso o una devolución abierta.</p>
        <form ref={formRef} noValidate onSubmit={submit} className="grid gap-4">
          <TextField label="Contraseña actual" type="password" autoComplete="current-password" required {...field('current_password')} />
          {hasSecondFactor ? (
            <TextField
              label="Código de verificación"
              autoComplete="one-time-code"
              autoCapitalize="none"
              spellCheck={false}
              optionalText="(si tienes app o códigos de recuperación)"
              hint="Las 6 cifras de tu app de autenticación o uno de tus códigos de recuperación. Si solo usas llaves de acceso, déjalo vacío."
              {...field('code')}
            />
          ) : null}
          <FormError message={formError} />
          <div>
            <button type="submit" className="btn-secondary border-danger/60 text-danger" disabled={isSaving}>
              <Trash2 aria-hidden="true" className="size-4" />
              {isSaving ? 'Eliminando…' : 'Eliminar mi cuenta'}
            </button>
          </div>
        </form>
      </div>
    </SectionCard>
  );
}
