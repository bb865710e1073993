import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { RecordActionBar } from '../record-action-bar';
import type { RecordActionBarProps } from '../record-action-bar';

function EditScreen() {
  const { state } = useLocation() as { state: unknown };
  return <p>{`editing, back to ${JSON.stringify(state)}`}</p>;
}

function renderBar(props: Partial<RecordActionBarProps>, state?: unknown) {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={[{ pathname: '/zones/7', state }]}>
      <Routes>
        <Route path="/zones">
          <Route path=":id" element={<RecordActionBar backLabel="Volver" {...props} />} />
          <Route path=":id/edit" element={<EditScreen />} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
  return user;
}

describe('RecordActionBar, the view screens’ actions', () => {
  it('leads back to the list as it was left, and to Edit passing the way back on', async () => {
    const user = renderBar({ edit: { label: 'Editar' } }, { listUrl: '/zones?page=2&q=centro' });
    expect(screen.getByRole('link', { name: 'Volver' })).toHaveAttribute(
      'href',
      '/zones?page=2&q=centro',
    );
    await user.click(screen.getByRole('link', { name: 'Editar' }));
    expect(
      screen.getByText('editing, back to {"listUrl":"/zones?page=2&q=centro"}'),
    ).toBeInTheDocument();
  });

  it("leads back to the list's route when the screen was opened directly", () => {
    renderBar({});
    expect(screen.getByRole('link', { name: 'Volver' })).toHaveAttribute('href', '/zones');
    expect(screen.queryByRole('link', { name: 'Editar' })).not.toBeInTheDocument();
  });

  it('offers Delete and Restore as told, after the screen’s own actions, in a named group', async () => {
    const remove = jest.fn();
    const restore = jest.fn();
    const user = renderBar({
      label: 'Acciones de la zona',
      edit: { label: 'Editar', variant: 'outlined' },
      children: <button type="button">Completar</button>,
      remove: { label: 'Eliminar', onClick: remove },
      restore: { label: 'Restaurar', onClick: restore, busy: false },
    });
    const group = screen.getByRole('group', { name: 'Acciones de la zona' });
    expect([...group.querySelectorAll('a, button')].map((element) => element.textContent)).toEqual([
      'Volver',
      'Editar',
      'Completar',
      'Eliminar',
      'Restaurar',
    ]);
    await user.click(screen.getByRole('button', { name: 'Eliminar' }));
    await user.click(screen.getByRole('button', { name: 'Restaurar' }));
    expect(remove).toHaveBeenCalledTimes(1);
    expect(restore).toHaveBeenCalledTimes(1);
  });
});
