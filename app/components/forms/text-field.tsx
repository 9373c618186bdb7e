import { Eye, EyeOff } from 'lucide-react';
import { useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { controlClass } from './field-look';
import { FieldFrame, type FieldProps } from './field-frame';

export interface TextFieldProps extends FieldProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  /** A control drawn inside the input's right edge (the password toggle), given the input's id. */
  trailing?: (inputId: string) => ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input (text, email, tel, password…), its hint and error tied to it. */
export function TextField({ label, error, hint, optionalText, className, trailing, required, ...input }: TextFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} optionalText={optionalText} required={required} className={className}>
      {({ id, describedBy, isInvalid, look }) => (
        <div className="relative">
          <input
            id={id}
            required={required}
            aria-invalid={isInvalid}
            aria-describedby={describedBy}
            className={controlClass(look, 'input', isInvalid) + (trailing ? ' pr-13' : '')}
            {...input}
          />
          {trailing ? <div className="absolute inset-y-0 right-1.5 flex items-center">{trailing(id)}</div> : null}
        </div>
      )}
    </FieldFrame>
  );
}

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'trailing'> {
  /** The toggle's words: 'Mostrar' / 'Ocultar' unless the screen speaks English ('Show' / 'Hide'). */
  toggleText?: { show: string; hide: string };
}

/** A password input with a show/hide toggle that keeps its name and only flips its pressed state. */
export function PasswordField({ toggleText = { show: 'Mostrar', hide: 'Ocultar' }, ...props }: PasswordFieldProps) {
  const [isVisible, setIsVisible] = useState(false);
  const Icon = isVisible ? EyeOff : Eye;
  return (
    <TextField
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      {...props}
      type={isVisible ? 'text' : 'password'}
      trailing={(inputId) => (
        <button
          type="button"
          aria-controls={inputId}
          aria-pressed={isVisible}
          aria-label={`${toggleText.show} ${props.label.toLowerCase()}`}
          title={isVisible ? toggleText.hide : toggleText.show}
          onClick={() => setIsVisible((visible) => !visible)}
          // It needs the page's script: a browser that runs none is not shown it (issue 36).
          className="inline-flex size-10 items-center justify-center rounded-lg text-muted transition-colors hover:bg-surface-muted hover:text-fg noscript:hidden"
        >
          <Icon aria-hidden="true" className="size-[1.125rem]" strokeWidth={1.75} />
        </button>
      )}
    />
  );
}
