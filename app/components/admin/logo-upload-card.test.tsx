import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AlertDialogProvider } from '~/components/ui/alert-dialog';
import { ApiRequestError } from '~/lib/api/errors';
import { clearToastsForTests, useToasts } from '~/lib/toast';
import { LogoUploadCard } from './logo-upload-card';

let shown: readonly { type: string; message: string }[] = [];
function ToastSpy() {
  shown = useToasts();
  return null;
}

function renderCard(props: { logoUrl?: string | null; upload?: (form: FormData) => Promise<{ logo_url: string | null }>; remove?: () => Promise<unknown> }) {
  const upload = vi.fn(props.upload ?? (async () => ({ logo_url: '/storage/brands/nuevo.webp' })));
  const remove = vi.fn(props.remove ?? (async () => undefined));
  const card = (
    <LogoUploadCard
      titleId="test-logo-title"
      name="Tinte Verde"
      logoUrl={props.logoUrl ?? null}
      frameClassName="aspect-square"
      minSize="64 px"
      removeMessage="La ficha se mostrará con sus iniciales hasta que subas otro."
      upload={upload}
      remove={remove}
    />
  );
  const router = createMemoryRouter([{ path: '/', element: card }], { initialEntries: ['/'] });
  render(
    <AlertDialogProvider>
      <RouterProvider router={router} />
      <ToastSpy />
    </AlertDialogProvider>,
  );
  return { upload, remove };
}

function choose(file: File) {
  fireEvent.change(screen.getByLabelText('Elegir logo'), { target: { files: [file] } });
}

beforeEach(() => {
  clearToastsForTests();
  shown = [];
  // jsdom has no object URLs; the preview only needs one to show.
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

describe('LogoUploadCard', () => {
  it('uploads the chosen image under `logo`, then shows the stored logo with the replace and remove buttons', async () => {
    const { upload } = renderCard({});
    expect(screen.getByRole('region', { name: 'Logo' }).textContent).toContain('Sin logo');
    expect(screen.queryByRole('button', { name: 'Quitar logo' })).toBeNull();
    const file = new File(['png'], 'logo.png', { type: 'image/png' });
    choose(file);
    expect((await screen.findByRole('img', { name: 'Logo de Tinte Verde' })).getAttribute('src')).toBe('/storage/brands/nuevo.webp');
    expect(upload).toHaveBeenCalledTimes(1);
    expect(upload.mock.calls[0]![0].get('logo')).toBe(file);
    expect(screen.getByRole('button', { name: 'Cambiar logo' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Quitar logo' })).toBeTruthy();
    expect(shown.map((t) => [t.type, t.message])).toContainEqual(['success', 'Logo guardado.']);
  });

  it('refuses a file that is not an image, or too large, without sending it', () => {
    const { upload } = renderCard({});
    choose(new File(['%PDF'], 'logo.pdf', { type: 'application/pdf' }));
    expect(screen.getByText('Elige una imagen (JPG, PNG, WebP, AVIF o GIF).')).toBeTruthy();
    const big = new File(['x'], 'logo.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 1024 * 1024 * 1024 });
    choose(big);
    expect(screen.getByText(/^El logo no puede superar \d+ MB\.$/)).toBeTruthy();
    expect(upload).not.toHaveBeenCalled();
  });

  it("shows the server's message for the logo field when the upload is refused", async () => {
    renderCard({
      upload: async () => {
        throw ApiRequestError.from(422, { message: 'Datos no válidos.', errors: { logo: ['El logo debe medir al menos 64 px de lado.'] } });
      },
    });
    choose(new File(['png'], 'logo.png', { type: 'image/png' }));
    expect(await screen.findByText('El logo debe medir al menos 64 px de lado.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Subir logo' })).toHaveProperty('disabled', false);
  });

  it('removes the logo only after the confirmation', async () => {
    const { remove } = renderCard({ logoUrl: '/storage/brands/tinte.webp' });
    fireEvent.click(screen.getByRole('button', { name: 'Quitar logo' }));
    let dialog = await screen.findByRole('alertdialog', { name: '¿Quitar el logo?' });
    expect(dialog.textContent).toContain('La ficha se mostrará con sus iniciales hasta que subas otro.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(remove).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Quitar logo' }));
    dialog = await screen.findByRole('alertdialog', { name: '¿Quitar el logo?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Quitar' }));
    await waitFor(() => expect(screen.getByRole('region', { name: 'Logo' }).textContent).toContain('Sin logo'));
    expect(remove).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Subir logo' })).toBeTruthy();
    expect(shown.map((t) => [t.type, t.message])).toContainEqual(['success', 'Logo quitado.']);
  });
});
