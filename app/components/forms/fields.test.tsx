import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CheckboxField } from './checkbox-field';
import { FieldLook } from './field-look';
import { useFieldWiring } from './field-frame';
import { FormError } from './form-error';
import { SelectField } from './select-field';
import { PasswordField, TextField } from './text-field';
import { SwitchField } from '~/components/ui/switch-field';
import { TextAreaField } from './textarea-field';

const describedTexts = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

const labelOf = (control: HTMLElement) => document.querySelector(`label[for="${control.id}"]`)?.textContent;

describe('TextField', () => {
  it('labels its input and marks it valid while there is no error', () => {
    render(<TextField label="Ciudad" required value="" onChange={() => {}} />);
    const input = screen.getByLabelText('Ciudad');
    expect(input.getAttribute('aria-invalid')).toBe('false');
    expect(input.getAttribute('aria-describedby')).toBeNull();
    expect((input as HTMLInputElement).required).toBe(true);
  });

  it('reads the hint with the input, and the error after it once there is one', () => {
    const { rerender } = render(<TextField label="Código postal" required hint="5 cifras." value="" onChange={() => {}} />);
    expect(describedTexts(screen.getByLabelText('Código postal'))).toEqual(['5 cifras.']);

    rerender(<TextField label="Código postal" required hint="5 cifras." error="Revisa el código." value="" onChange={() => {}} />);
    const input = screen.getByLabelText('Código postal');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(describedTexts(input)).toEqual(['5 cifras.', 'Revisa el código.']);
  });

  it('says "(opcional)" after the label of a field that is not required, or the words it is given', () => {
    render(
      <>
        <TextField label="Etiqueta" value="" onChange={() => {}} />
        <TextField label="Phone" optionalText="(optional)" value="" onChange={() => {}} />
        <TextField label="Buscar" optionalText={null} value="" onChange={() => {}} />
      </>,
    );
    expect(labelOf(screen.getByLabelText('Etiqueta (opcional)'))).toBe('Etiqueta (opcional)');
    expect(screen.getByLabelText('Phone (optional)')).toBeTruthy();
    expect(labelOf(screen.getByLabelText('Buscar'))).toBe('Buscar');
  });

  it('the back office draws the same field, compact', () => {
    render(
      <FieldLook value="panel">
        <TextField label="SKU" required error="Ya existe." value="" onChange={() => {}} />
      </FieldLook>,
    );
    const input = screen.getByLabelText('SKU');
    expect(input.className).toContain('h-11');
    expect(input.className).toContain('border-danger');
    expect(describedTexts(input)).toEqual(['Ya existe.']);
  });
});

describe('PasswordField', () => {
  it('shows and hides the password with a pressed toggle, in Spanish unless told', () => {
    render(
      <>
        <PasswordField label="Contraseña actual" required value="" onChange={() => {}} />
        <PasswordField label="Password" required toggleText={{ show: 'Show', hide: 'Hide' }} value="" onChange={() => {}} />
      </>,
    );
    const toggle = screen.getByRole('button', { name: 'Mostrar contraseña actual' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByLabelText('Contraseña actual').getAttribute('type')).toBe('password');
    fireEvent.click(toggle);
    expect(screen.getByLabelText('Contraseña actual').getAttribute('type')).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(toggle.getAttribute('title')).toBe('Ocultar');
    expect(screen.getByRole('button', { name: 'Show password' }).getAttribute('title')).toBe('Show');
  });
});

describe('SelectField and TextAreaField', () => {
  it('tie their errors to the control', () => {
    render(
      <>
        <SelectField label="Provincia" required error="Elige una provincia." value="" onChange={() => {}}>
          <option value="">Elige una provincia</option>
        </SelectField>
        <TextAreaField label="Descripción" error="Demasiado larga." value="" onChange={() => {}} />
      </>,
    );
    const select = screen.getByLabelText('Provincia');
    expect(select.tagName).toBe('SELECT');
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(describedTexts(select)).toEqual(['Elige una provincia.']);
    const textarea = screen.getByLabelText('Descripción (opcional)');
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(describedTexts(textarea)).toEqual(['Demasiado larga.']);
  });
});

describe('CheckboxField', () => {
  it('is labelled beside the box and reports its state', () => {
    const onCheckedChange = vi.fn();
    render(<CheckboxField label="Usar como dirección predeterminada" checked={false} onCheckedChange={onCheckedChange} />);
    const box = screen.getByLabelText('Usar como dirección predeterminada');
    fireEvent.click(box);
    expect(onCheckedChange).toHaveBeenCalledWith(true);
  });
});

describe('SwitchField', () => {
  it('takes what the kit binds to a flag: name, state and error', () => {
    const onCheckedChange = vi.fn();
    render(<SwitchField label="Destacado" description="Sale en la portada." name="is_featured" checked={false} onCheckedChange={onCheckedChange} error="No puede destacarse un borrador." />);
    const toggle = screen.getByRole('switch', { name: 'Destacado' });
    expect(toggle.getAttribute('aria-invalid')).toBe('true');
    expect(describedTexts(toggle)).toEqual(['Sale en la portada.', 'No puede destacarse un borrador.']);
    fireEvent.click(toggle);
    expect(onCheckedChange).toHaveBeenCalledWith(true);
  });
});

describe('FormError', () => {
  it('is a polite live region that is there before its message, out of the layout while empty', () => {
    const { container, rerender } = render(<FormError message={null} className="sm:col-span-2" />);
    const region = container.querySelector('[aria-live="polite"]')!;
    expect(region.textContent).toBe('');
    expect(region.className).toBe('absolute');
    rerender(<FormError message="No se pudo guardar." className="sm:col-span-2" />);
    expect(container.querySelector('[aria-live="polite"]')).toBe(region);
    expect(region.textContent).toBe('No se pudo guardar.');
    expect(region.className).toBe('sm:col-span-2');
  });
});

describe('useFieldWiring', () => {
  function Probe({ hint, error }: { hint?: string; error?: string }) {
    const { id, hintId, errorId, describedBy } = useFieldWiring({ hint, error });
    return <output data-id={id} data-hint={hintId} data-error={errorId} data-described={describedBy ?? ''} />;
  }

  it('names only the hint and error that are there', () => {
    const { container, rerender } = render(<Probe />);
    const output = () => container.querySelector('output')!;
    expect(output().dataset.described).toBe('');
    rerender(<Probe error="Mal" />);
    expect(output().dataset.described).toBe(output().dataset.error);
    rerender(<Probe hint="Ayuda" error="Mal" />);
    expect(output().dataset.described).toBe(`${output().dataset.hint} ${output().dataset.error}`);
    expect(output().dataset.hint).toBe(`${output().dataset.id}-hint`);
  });
});
