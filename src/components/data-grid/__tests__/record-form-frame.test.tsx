import { render, screen } from '@testing-library/react';
import { RecordFormFrame } from '../record-form-frame';

describe('the frame of a create or edit screen', () => {
  test('heads the screen with its title and holds the form', () => {
    render(
      <RecordFormFrame title="Editar «Centro»">
        <form aria-label="Zona" />
      </RecordFormFrame>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Editar «Centro»' })).toBeVisible();
    expect(screen.getByRole('form', { name: 'Zona' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('warns above the form when there is a notice (a deleted record)', () => {
    render(
      <RecordFormFrame title="Editar «Centro»" notice="Esta zona está eliminada.">
        <form aria-label="Zona" />
      </RecordFormFrame>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Esta zona está eliminada.');
  });
});
