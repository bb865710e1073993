import { useEffect, useId, useRef, useState } from 'react';
import type { SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import type { PollSummary } from '@/api/reports';
import { visuallyHidden } from '@/lib/theme/visually-hidden';
import { RecordFormActions } from '@/components/data-grid/record-form-actions';
import { TextInput } from '@/components/forms/text-input';
import { InlineAlert } from '@/components/feedback/inline-alert';
import type { ValidationMessage } from '@/lib/validation/rules';
import {
  POLL_LIMITS,
  emptyQuestion,
  hasPollErrors,
  questionsChanged,
  saveFailureText,
  serverPollErrors,
  validatePoll,
} from '../poll-form-values';
import type { PollErrors, PollValues, QuestionValues } from '../poll-form-values';
import { PollVersionNotices } from './poll-version-notices';
import { QuestionRow } from './question-row';

interface PollFormProps {
  initial: PollValues;
  submitLabel: string;
  /** Where Cancel leads. */
  cancelTo: string;
  /** Sends the values; settles with the call (`.unwrap()`), so that its errors reach the fields. */
  onSubmit: (values: PollValues) => Promise<unknown>;
  /** The poll being edited (none for a new poll): says what happens to its questions. */
  poll?: PollSummary;
}

type FocusTarget = { key: string; control: 'text' | 'up' | 'down' } | { key: 'add' };

const NO_ERRORS: PollErrors = { questionTexts: {} };

/**
 * Title, description, active and the questions of a poll (text and kind: rating 1–5, yes/no or
 * free text), which can be added, removed and put in order; checked before sending, the server's
 * refusals on their fields or above the form. A poll with answers keeps its questions: the form
 * says that changing them saves a new version, and a poll that already has a newer version keeps
 * them locked.
 */
export function PollForm({ initial, submitLabel, cancelTo, onSubmit, poll }: PollFormProps) {
  const { t } = useTranslation(['reports', 'validation']);
  const formId = useId();
  const [values, setValues] = useState<PollValues>(initial);
  const [errors, setErrors] = useState<PollErrors>(NO_ERRORS);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [generalError, setGeneralError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const focusNext = useRef<FocusTarget | null>(null);

  const locked = poll !== undefined && poll.next_poll_id !== null;
  const frozen = poll !== undefined && !locked && poll.answers_count > 0;
  const newVersion = frozen && questionsChanged(poll, values);
  const { questions } = values;

  useEffect(() => {
    const target = focusNext.current;
    if (target === null) return;
    focusNext.current = null;
    const id = 'control' in target ? `${formId}-${target.key}-${target.control}` : `${formId}-add`;
    document.getElementById(id)?.focus();
  });

  const change = (update: (current: PollValues) => PollValues) => {
    setValues((current) => {
      const next = update(current);
      // once the user tried to send, every change is checked again at once
      if (submitted) setErrors(validatePoll(next));
      return next;
    });
  };

  const changeQuestion = (key: string, patch: Partial<QuestionValues>) => {
    change((current) => ({
      ...current,
      questions: current.questions.map((question) =>
        question.key === key ? { ...question, ...patch } : question,
      ),
    }));
    if (!submitted && 'text' in patch && key in errors.questionTexts)
      setErrors((current) => {
        const { [key]: _dropped, ...rest } = current.questionTexts;
        return { ...current, questionTexts: rest };
      });
  };

  const addQuestion = () => {
    const added = emptyQuestion();
    change((current) => ({ ...current, questions: [...current.questions, added] }));
    if (!submitted && errors.questions)
      setErrors((current) => ({ ...current, questions: undefined }));
    focusNext.current = { key: added.key, control: 'text' };
    setAnnouncement(t('form.announce.added', { n: questions.length + 1 }));
  };

  const removeQuestion = (index: number) => {
    const next = questions[index + 1] ?? questions[index - 1];
    change((current) => ({
      ...current,
      questions: current.questions.filter((_question, at) => at !== index),
    }));
    focusNext.current = next ? { key: next.key, control: 'text' } : { key: 'add' };
    setAnnouncement(t('form.announce.removed', { n: index + 1 }));
  };

  const moveQuestion = (index: number, by: -1 | 1) => {
    const to = index + by;
    const moved = questions[index];
    if (!moved || to < 0 || to >= questions.length) return;
    change((current) => {
      const list = [...current.questions];
      const [item] = list.splice(index, 1);
      if (item) list.splice(to, 0, item);
      return { ...current, questions: list };
    });
    // the focus stays on the button pressed; at the end of the list, on the other one
    const atEnd = to === 0 || to === questions.length - 1;
    const control = by === -1 ? (to === 0 ? 'down' : 'up') : atEnd ? 'up' : 'down';
    focusNext.current = { key: moved.key, control };
    setAnnouncement(t('form.announce.moved', { from: index + 1, to: to + 1 }));
  };

  const message = (found: ValidationMessage | undefined) =>
    found ? t(found.key, found.params) : undefined;

  const handleSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setGeneralError(null);
    setSubmitted(true);
    const found = validatePoll(values);
    setErrors(found);
    if (hasPollErrors(found)) {
      setGeneralError(t('form.errors.checkFields'));
      return;
    }
    if (busy) return;
    setBusy(true);
    try {
      await onSubmit(values);
    } catch (error) {
      const fromServer = serverPollErrors(error, values);
      const marked = hasPollErrors(fromServer);
      setErrors((current) => ({
        ...current,
        ...fromServer,
        questionTexts: { ...current.questionTexts, ...fromServer.questionTexts },
      }));
      setGeneralError(saveFailureText(error, marked, t));
    } finally {
      setBusy(false);
    }
  };

  const field = (name: 'title' | 'description') => ({
    value: values[name],
    onChange: (value: string) => {
      change((current) => ({ ...current, [name]: value }));
      if (!submitted && errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
    },
    error: message(errors[name]),
  });

  const questionsError = message(errors.questions);
  const questionsHeadingId = `${formId}-questions`;

  return (
    <Stack
      component="form"
      noValidate
      spacing={2.5}
      onSubmit={(event) => void handleSubmit(event)}
      aria-label={submitLabel}
    >
      {generalError && <InlineAlert>{generalError}</InlineAlert>}
      <TextInput
        id={`${formId}-title`}
        label={t('form.fields.title')}
        required
        autoComplete="off"
        maxLength={POLL_LIMITS.title}
        {...field('title')}
      />
      <TextInput
        id={`${formId}-description`}
        label={t('form.fields.description')}
        multiline
        minRows={2}
        maxLength={POLL_LIMITS.description}
        hint={t('form.hints.description')}
        {...field('description')}
      />
      <Box>
        <FormControlLabel
          control={
            <Switch
              id={`${formId}-active`}
              checked={values.active}
              onChange={(_event, checked) => change((current) => ({ ...current, active: checked }))}
              slotProps={{ input: { 'aria-describedby': `${formId}-active-hint` } }}
            />
          }
          label={t('form.fields.active')}
          sx={{ mx: 0 }}
        />
        <FormHelperText id={`${formId}-active-hint`} sx={{ mx: 0 }}>
          {t('form.hints.active')}
        </FormHelperText>
      </Box>

      <Stack component="fieldset" spacing={2} sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
        <Typography component="legend" id={questionsHeadingId} variant="h6" sx={{ p: 0, mb: 1 }}>
          {t('form.questions.title', { count: questions.length })}
        </Typography>
        <PollVersionNotices poll={poll} locked={locked} frozen={frozen} newVersion={newVersion} />
        {questionsError && (
          <Typography role="alert" color="error" variant="body2">
            {questionsError}
          </Typography>
        )}
        <Stack component="ol" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {questions.map((question, index) => (
            <QuestionRow
              key={question.key}
              formId={formId}
              question={question}
              index={index}
              total={questions.length}
              locked={locked}
              error={message(errors.questionTexts[question.key])}
              onText={(text) => changeQuestion(question.key, { text })}
              onKind={(kind) => changeQuestion(question.key, { kind })}
              onMove={(by) => moveQuestion(index, by)}
              onRemove={() => removeQuestion(index)}
            />
          ))}
        </Stack>
        {!locked && (
          <Box>
            <Button
              id={`${formId}-add`}
              variant="outlined"
              startIcon={<AddIcon />}
              onClick={addQuestion}
              disabled={questions.length >= POLL_LIMITS.questions}
            >
              {t('form.questions.add')}
            </Button>
            {questions.length >= POLL_LIMITS.questions && (
              <FormHelperText>
                {t('form.questions.max', { max: POLL_LIMITS.questions })}
              </FormHelperText>
            )}
          </Box>
        )}
        <Box sx={visuallyHidden} role="status" aria-live="polite">
          {announcement}
        </Box>
      </Stack>

      <RecordFormActions
        submitLabel={submitLabel}
        cancelLabel={t('actions.cancel')}
        cancelTo={cancelTo}
        busy={busy}
      />
    </Stack>
  );
}
