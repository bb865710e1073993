import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import InputAdornment from '@mui/material/InputAdornment';
import { TextInput } from '../text-input';

function Field(props: Partial<Parameters<typeof TextInput>[0]>) {
  const [value, setValue] = useState('');
  return <TextInput id="field" label="Motivo" value={value} onChange={setValue} {...props} />;
}

describe('TextInput, the one text field', () => {
  it('ties its label, required mark and hint to the input', () => {
    render(<Field required hint="Hasta 12 caracteres" maxLength={12} />);
    const input = screen.getByRole('textbox', { name: /Motivo/ });
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('maxlength', '12');
    expect(input).toHaveAccessibleDescription('Hasta 12 caracteres');
    expect(input).toHaveAttribute('aria-invalid', 'false');
  });

  it('shows the error instead of the hint, and marks the input invalid', () => {
    render(<Field hint="Hasta 12 caracteres" error="Escribe el motivo" />);
    const input = screen.getByRole('textbox', { name: 'Motivo' });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Escribe el motivo');
    expect(screen.queryByText('Hasta 12 caracteres')).not.toBeInTheDocument();
  });

  it('grows as a textarea when multiline, and reports what is typed', async () => {
    const user = userEvent.setup();
    render(<Field multiline minRows={3} />);
    const input = screen.getByRole('textbox', { name: 'Motivo' });
    expect(input.tagName).toBe('TEXTAREA');
    await user.type(input, 'Sin gas');
    expect(input).toHaveValue('Sin gas');
  });

  it('shows a prefix before the value, and a disabled field cannot be changed', () => {
    render(
      <Field
        startAdornment={<InputAdornment position="start">$</InputAdornment>}
        disabled
        hint="Bloqueado"
      />,
    );
    expect(screen.getByText('$')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Motivo' })).toBeDisabled();
  });
});
