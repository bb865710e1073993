import { configure, screen, waitFor, within } from '@testing-library/react';
import { changeLanguage } from '@/lib/i18n/i18n';
import { fakeFetch, reply } from '@/testing/fake-fetch';
import type { FakeRoute } from '@/testing/fake-fetch';
import { renderApp } from '@/testing/render-with-providers';
import { employeeSession, makePoll, page, session } from './reports-fixtures';

jest.setTimeout(40_000);
configure({ asyncUtilTimeout: 5_000 });

const base: FakeRoute[] = [
  {
    method: 'GET',
    path: /^\/api\/answers\/polls\/list\//,
    reply: reply(200, page([makePoll()])),
  },
  { method: 'GET', path: '/api/polls/1', reply: reply(200, makePoll()) },
];

function open(route: string, preloadedState = session, routes: FakeRoute[] = []) {
  const http = fakeFetch([...routes, ...base]);
  return { ...renderApp({ route, preloadedState }), http };
}

const textbox = (name: string) => screen.getByRole('textbox', { name });

describe('the poll form', () => {
  it('checks the fields, adds, orders and removes questions, and shows the server refusals', async () => {
    const created = makePoll({ id: 7, title: 'Atención' });
    let refuse = true;
    const { user, http, router } = open('/reports/polls/new', session, [
      {
        method: 'POST',
        path: '/api/polls',
        reply: () =>
          refuse
            ? reply(400, {
                message: 'Los datos no son válidos.',
                errors: { 'questions.1.text': ['Debe tener como máximo 300 caracteres.'] },
              })
            : reply(201, created),
      },
    ]);
    expect(await screen.findByRole('heading', { name: 'Nueva encuesta', level: 1 })).toBeVisible();
    const submit = screen.getByRole('button', { name: 'Crear encuesta' });

    // nothing is sent while a field is wrong; each says why, in the user's language
    await user.click(submit);
    expect(await screen.findByText('Revisa los campos marcados.')).toBeVisible();
    expect(textbox('Título')).toHaveAccessibleDescription('Este campo es obligatorio');
    expect(textbox('Texto de la pregunta 1')).toHaveAccessibleDescription(
      'Este campo es obligatorio',
    );
    // the only question cannot be removed
    expect(screen.getByRole('button', { name: 'Quitar la pregunta 1' })).toBeDisabled();

    await user.click(textbox('Título'));
    await user.paste('Atención');
    expect(textbox('Título')).not.toHaveAccessibleDescription('Este campo es obligatorio');
    await user.click(textbox('Texto de la pregunta 1'));
    await user.paste('¿Cómo calificas la atención?');

    // a new question takes the focus; its kind is chosen
    await user.click(screen.getByRole('button', { name: 'Añadir pregunta' }));
    expect(textbox('Texto de la pregunta 2')).toHaveFocus();
    await user.paste('¿Algo que mejorar?');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Tipo de respuesta de la pregunta 2' }),
      'Texto libre',
    );
    await user.click(screen.getByRole('button', { name: 'Añadir pregunta' }));
    await user.paste('¿Llegó a tiempo?');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Tipo de respuesta de la pregunta 3' }),
      'Sí / No',
    );

    // moved up, the question keeps the focus on its button, and the change is announced
    await user.click(screen.getByRole('button', { name: 'Subir la pregunta 3' }));
    expect(textbox('Texto de la pregunta 2')).toHaveValue('¿Llegó a tiempo?');
    expect(textbox('Texto de la pregunta 3')).toHaveValue('¿Algo que mejorar?');
    expect(screen.getByRole('button', { name: 'Subir la pregunta 2' })).toHaveFocus();
    expect(screen.getByText('La pregunta 3 pasó a la posición 2.')).toBeInTheDocument();

    // a question added by mistake goes
    await user.click(screen.getByRole('button', { name: 'Añadir pregunta' }));
    await user.click(screen.getByRole('button', { name: 'Quitar la pregunta 4' }));
    expect(
      screen.queryByRole('textbox', { name: 'Texto de la pregunta 4' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Preguntas (3)' })).toBeInTheDocument();

    // the server's refusal lands on its question
    await user.click(submit);
    await waitFor(() =>
      expect(textbox('Texto de la pregunta 2')).toHaveAccessibleDescription(
        'Debe tener como máximo 300 caracteres.',
      ),
    );
    expect(screen.getByText('Revisa los campos marcados.')).toBeVisible();

    refuse = false;
    await user.click(submit);
    expect(await screen.findByText('Se creó la encuesta «Atención».')).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe('/reports/polls'));
    const posts = http.callsTo('POST', '/api/polls');
    expect(posts).toHaveLength(2);
    expect(posts[1]?.body).toEqual({
      title: 'Atención',
      description: null,
      active: true,
      questions: [
        { text: '¿Cómo calificas la atención?', kind: 'rating' },
        { text: '¿Llegó a tiempo?', kind: 'yes_no' },
        { text: '¿Algo que mejorar?', kind: 'text' },
      ],
    });
  });

  it('says that changing the questions of an answered poll saves a new version', async () => {
    const newVersion = makePoll({ id: 6, version: 2, previous_poll_id: 1, answers_count: 0 });
    const { user, http, router } = open('/reports/polls/1/edit', session, [
      { method: 'PUT', path: '/api/polls/1', reply: reply(200, newVersion) },
    ]);
    expect(
      await screen.findByRole('heading', { name: 'Editar «Satisfacción con la entrega»' }),
    ).toBeVisible();
    expect(screen.getByText('Versión 1')).toBeVisible();
    expect(screen.getByText(/Esta encuesta ya tiene 20 respuestas/)).toHaveTextContent(
      'se creará la versión 2 con las preguntas nuevas',
    );
    expect(textbox('Texto de la pregunta 1')).toHaveValue('¿Cómo calificas la atención?');
    expect(
      screen.getByRole('combobox', { name: 'Tipo de respuesta de la pregunta 2' }),
    ).toHaveValue('yes_no');

    // the title alone edits in place; a question changed makes a new version
    await user.click(textbox('Título'));
    await user.paste(' a domicilio');
    expect(screen.queryByText(/al guardar se creará la versión 2\.$/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Bajar la pregunta 1' }));
    expect(
      await screen.findByText('Has cambiado las preguntas: al guardar se creará la versión 2.'),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(
      await screen.findByText(
        'Se guardó «Satisfacción con la entrega» como versión 2: la versión anterior conserva sus respuestas.',
      ),
    ).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe('/reports/polls'));
    expect(http.callsTo('PUT', '/api/polls/1')[0]?.body).toEqual({
      title: 'Satisfacción con la entrega a domicilio',
      description: 'Cómo fue la entrega del pedido',
      active: true,
      questions: [
        { text: '¿Llegó a tiempo?', kind: 'yes_no' },
        { text: '¿Cómo calificas la atención?', kind: 'rating' },
        { text: '¿Algo que mejorar?', kind: 'text' },
      ],
    });
  });

  it('is for administrators only', async () => {
    open('/reports/polls/new', employeeSession);
    expect(
      await screen.findByText('Solo los administradores pueden crear y editar encuestas.'),
    ).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Título' })).not.toBeInTheDocument();
  });

  it('speaks English', async () => {
    await changeLanguage('en-US');
    const { user } = open('/reports/polls/new');
    await user.click(await screen.findByRole('button', { name: 'Create survey' }));
    expect(await screen.findByText('Check the marked fields.')).toBeVisible();
    expect(textbox('Text of question 1')).toHaveAccessibleDescription('This field is required');
    expect(within(screen.getByRole('main')).getByRole('heading', { level: 1 })).toHaveTextContent(
      'New survey',
    );
  });
});
