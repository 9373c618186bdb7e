import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from '@common/zod';
import { firstErrors, schemaErrors, SelectField, TextField, useFieldWiring } from './form-field';

const describedTexts = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

describe('TextField', () => {
  it('labels its input and marks it valid while there is no error', () => {
    render(<TextField label="Ciudad" value="" onChange={() => {}} />);
    const input = screen.getByLabelText('Ciudad');
    expect(input.getAttribute('aria-invalid')).toBe('false');
    expect(input.getAttribute('aria-describedby')).toBeNull();
  });

  it('reads the hint with the input, and the error after it once there is one', () => {
    const { rerender } = render(<TextField label="Código postal" hint="5 cifras." value="" onChange={() => {}} />);
    expect(describedTexts(screen.getByLabelText('Código postal'))).toEqual(['5 cifras.']);

    rerender(<TextField label="Código postal" hint="5 cifras." error="Revisa el código." value="" onChange={() => {}} />);
    const input = screen.getByLabelText('Código postal');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(describedTexts(input)).toEqual(['5 cifras.', 'Revisa el código.']);
    // The hint stays for screen readers but gives its place on screen to the error.
    expect(screen.getByText('5 cifras.').className).toBe('sr-only');
  });

  it('says "(opcional)" in the label of an optional field', () => {
    render(<TextField label="Etiqueta" optional value="" onChange={() => {}} />);
    const label = document.querySelector(`label[for="${screen.getByLabelText(/^Etiqueta/).id}"]`);
    expect(label?.textContent).toBe('Etiqueta(opcional)');
  });
});

describe('SelectField', () => {
  it('ties its error to the select', () => {
    render(
      <SelectField label="Provincia" error="Elige una provincia." value="" onChange={() => {}}>
        <option value="">Elige una provincia</option>
      </SelectField>,
    );
    const select = screen.getByLabelText('Provincia');
    expect(select.tagName).toBe('SELECT');
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(describedTexts(select)).toEqual(['Elige una provincia.']);
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

describe('firstErrors and schemaErrors', () => {
  it('keeps the first message of each field of a 422 reply', () => {
    expect(firstErrors({ email: ['Ya existe.', 'Otro'], phone: [], name: undefined })).toEqual({ email: 'Ya existe.' });
  });

  it('checks values against a contract with its own messages', () => {
    const Body = z.object({ name: z.string().min(1, 'El nombre es obligatorio.'), age: z.number() });
    expect(schemaErrors(Body, { name: '', age: 3 })).toEqual({ name: 'El nombre es obligatorio.' });
    expect(schemaErrors(Body, { name: 'Ana', age: 3 })).toEqual({});
  });
});
