import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render-with-providers';
import { FormDialog } from '../form-dialog';

jest.setTimeout(20_000);

function open(props: { busy?: boolean; destructive?: boolean } = {}) {
  const onSubmit = jest.fn();
  const onCancel = jest.fn();
  const view = renderWithProviders(
    <FormDialog
      title="¿Cerrar la ruta?"
      confirmLabel="Cerrar ruta"
      cancelLabel="Cancelar"
      busy={props.busy ?? false}
      destructive={props.destructive}
      onSubmit={onSubmit}
      onCancel={onCancel}
    >
      <label>
        Efectivo contado
        <input name="counted" />
      </label>
    </FormDialog>,
  );
  return { ...view, onSubmit, onCancel };
}

describe('a form in a dialog', () => {
  it('is a dialog named by its title whose form submits with its button and with Enter', async () => {
    const { user, onSubmit, onCancel } = open();
    const dialog = await screen.findByRole('dialog', { name: '¿Cerrar la ruta?' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Efectivo contado' }), '10{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar ruta' }));
    expect(onSubmit).toHaveBeenCalledTimes(2);
    expect(onCancel).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('cannot be dismissed while busy', async () => {
    const { user, onCancel } = open({ busy: true });
    const dialog = await screen.findByRole('dialog', { name: '¿Cerrar la ruta?' });
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
  });
});
