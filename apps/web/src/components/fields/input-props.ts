/** What every field input takes: a controlled value, its label and its validation message. */
export interface InputProps<V> {
  name: string;
  label: string;
  value: V;
  onChange: (value: V) => void;
  onBlur?: () => void;
  /** Validation or server message; marks the input as invalid. */
  error?: string;
  /** Shown under the input when there is no error. */
  hint?: string;
  disabled?: boolean;
  required?: boolean;
}
