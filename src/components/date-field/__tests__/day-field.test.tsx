import { useState } from 'react';
import { act, screen, within } from '@testing-library/react';
import { changeLanguage } from '@/lib/i18n/i18n';
import { clearDay, findDayField, typeDay } from '@/testing/day-field';
import { renderWithProviders } from '@/testing/render-with-providers';
import { DayField } from '../day-field';
import { UNREADABLE_DAY } from '../calendar-day';

jest.setTimeout(20_000);

/** A form with one day field: what the field reports, and what the form submitted. */
function DayForm({
  initial = '',
  onSubmit,
}: {
  initial?: string;
  onSubmit?: (day: string) => void;
}) {
  const [day, setDay] = useState(initial);
  return (
    <form
      aria-label="Formulario"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit?.(day);
      }}
    >
      <DayField id="day" label="Fecha" value={day} onChange={setDay} hint="Una fecha" />
      <output aria-label="Valor">{day}</output>
      <button type="submit">Enviar</button>
      <button type="button" onClick={() => setDay('')}>
        Vaciar
      </button>
    </form>
  );
}

const reported = () => screen.getByRole('status', { name: 'Valor' }).textContent;

describe('DayField', () => {
  it('is written DD/MM/AAAA in Spanish, typed day by month by year, and reports YYYY-MM-DD', async () => {
    const { user } = renderWithProviders(<DayForm />);
    const field = await findDayField('Fecha');
    expect(field).toHaveTextContent('DD/MM/AAAA');
    expect(field).toHaveAccessibleDescription('Una fecha');
    expect(
      within(field)
        .getAllByRole('spinbutton')
        .map((part) => part.ariaLabel),
    ).toEqual(['Dia', 'Mes', 'Año']);
    await typeDay(user, field, '01112026');
    expect(field).toHaveTextContent('01/11/2026');
    expect(reported()).toBe('2026-11-01');
  });

  it('shows the day it is given, and follows a new one from outside', async () => {
    const { rerender } = renderWithProviders(<DayForm key="a" initial="2025-06-18" />);
    expect(await findDayField('Fecha')).toHaveTextContent('18/06/2025');
    rerender(<DayForm key="b" initial="2024-02-29" />);
    expect(await findDayField('Fecha')).toHaveTextContent('29/02/2024');
  });

  it('is written MM/DD/YYYY in English', async () => {
    await act(() => changeLanguage('en-US'));
    const { user } = renderWithProviders(<DayForm initial="2025-06-18" />, {
      preloadedState: { language: { code: 'en-US' } },
    });
    const field = await findDayField('Fecha');
    expect(field).toHaveTextContent('06/18/2025');
    await typeDay(user, field, '11012026');
    expect(reported()).toBe('2026-11-01');
  });

  it('is cleared from the keyboard or with its button', async () => {
    const { user } = renderWithProviders(<DayForm initial="2025-06-18" />);
    const field = await findDayField('Fecha');
    await clearDay(user, field);
    expect(field).toHaveTextContent('DD/MM/AAAA');
    expect(reported()).toBe('');

    await typeDay(user, field, '01112026');
    expect(reported()).toBe('2026-11-01');
    await user.click(within(field).getByRole('button', { name: 'Limpiar valor' }));
    expect(field).toHaveTextContent('DD/MM/AAAA');
    expect(reported()).toBe('');
  });

  it('reports a day half typed or that does not exist as unreadable, never as empty', async () => {
    const { user } = renderWithProviders(<DayForm />);
    const field = await findDayField('Fecha');
    await typeDay(user, field, '0111');
    // left half typed
    await user.tab();
    expect(field).toHaveTextContent('01/11/AAAA');
    expect(reported()).toBe(UNREADABLE_DAY);

    // a day February does not have
    await typeDay(user, field, '31022026');
    expect(field).toHaveTextContent('31/02/2026');
    expect(reported()).toBe(UNREADABLE_DAY);

    // the clear button takes a half typed day away too
    await typeDay(user, field, '{Backspace}0111');
    await user.click(within(field).getByRole('button', { name: 'Limpiar valor' }));
    expect(field).toHaveTextContent('DD/MM/AAAA');
    expect(reported()).toBe('');
  });

  it('is emptied from outside, a half typed day too', async () => {
    const { user } = renderWithProviders(<DayForm />);
    const field = await findDayField('Fecha');
    await typeDay(user, field, '0111');
    await user.click(screen.getByRole('button', { name: 'Vaciar' }));
    expect(reported()).toBe('');
    expect(await findDayField('Fecha')).toHaveTextContent('DD/MM/AAAA');
  });

  it('submits its form on Enter, with the day just typed', async () => {
    const submitted: string[] = [];
    const { user } = renderWithProviders(<DayForm onSubmit={(day) => submitted.push(day)} />);
    const field = await findDayField('Fecha');
    await typeDay(user, field, '01112026{Enter}');
    await typeDay(user, field, '{Backspace}0111{Enter}');
    expect(submitted).toEqual(['2026-11-01', UNREADABLE_DAY]);
  });

  it('lets the day be chosen in a calendar in Spanish', async () => {
    const { user } = renderWithProviders(<DayForm initial="2026-11-01" />);
    const field = await findDayField('Fecha');
    await user.click(within(field).getByRole('button', { name: /Elige fecha/ }));
    const calendar = await screen.findByRole('grid');
    expect(screen.getByText('noviembre 2026')).toBeVisible();
    await user.click(within(calendar).getByRole('gridcell', { name: '23' }));
    expect(field).toHaveTextContent('23/11/2026');
    expect(reported()).toBe('2026-11-23');
  });

  it('mirrors the calendar right to left under en-EN', async () => {
    await act(() => changeLanguage('en-EN'));
    const { user } = renderWithProviders(<DayForm initial="2026-11-01" />, {
      preloadedState: { language: { code: 'en-EN' } },
    });
    const field = await findDayField('Fecha');
    expect(field).toHaveTextContent('11/01/2026');
    await user.click(within(field).getByRole('button', { name: /Choose date/ }));
    await screen.findByRole('grid');
    // right to left, the "next month" arrow points left
    const next = screen.getByRole('button', { name: 'Next month' });
    expect(within(next).getByTestId('ArrowLeftIcon')).toBeInTheDocument();
  });
});
