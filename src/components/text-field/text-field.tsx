import { useId, type InputHTMLAttributes } from 'react';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'> & {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  labelClassName?: string;
  /** Takes the focus when its dialog or form opens (`[data-autofocus]`). */
  takesFocus?: boolean;
};

/** A labelled text box: the label names the input, which reports its text as it changes. */
export function TextField({
  label,
  value,
  onValueChange,
  labelClassName,
  takesFocus = false,
  ...input
}: TextFieldProps) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <input
        {...input}
        id={id}
        value={value}
        data-autofocus={takesFocus || undefined}
        onChange={(event) => onValueChange(event.target.value)}
      />
    </>
  );
}
