import { useState } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { TextField, type TextFieldProps } from './text-field';

/** A password input with a show/hide toggle that keeps its name and only flips its pressed state. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'trailing'>) {
  const [isVisible, setIsVisible] = useState(false);
  const Icon = isVisible ? EyeOff : Eye;

  return (
    <TextField
      {...props}
      type={isVisible ? 'text' : 'password'}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      trailing={(inputId) => (
        <button
          type="button"
          aria-controls={inputId}
          aria-pressed={isVisible}
          aria-label={`Show ${props.label.toLowerCase()}`}
          title={isVisible ? 'Hide' : 'Show'}
          onClick={() => setIsVisible((visible) => !visible)}
          className="inline-flex size-10 items-center justify-center rounded-lg text-muted transition-colors hover:bg-surface-muted hover:text-fg"
        >
          <Icon aria-hidden="true" className="size-[1.125rem]" strokeWidth={1.75} />
        </button>
      )}
    />
  );
}
