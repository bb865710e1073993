import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import FormControl from '@mui/material/FormControl';
import IconButton from '@mui/material/IconButton';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { TextInput } from '@/components/forms/text-input';
import { POLL_LIMITS, QUESTION_KINDS, isQuestionKind } from '../poll-form-values';
import type { QuestionValues } from '../poll-form-values';

interface QuestionRowProps {
  formId: string;
  question: QuestionValues;
  index: number;
  total: number;
  locked: boolean;
  error: string | undefined;
  onText: (text: string) => void;
  onKind: (kind: QuestionValues['kind']) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

/** One question of the poll form: its text, its kind, and the buttons that move or remove it. */
export function QuestionRow({
  formId,
  question,
  index,
  total,
  locked,
  error,
  onText,
  onKind,
  onMove,
  onRemove,
}: QuestionRowProps) {
  const { t } = useTranslation('reports');
  const base = `${formId}-${question.key}`;
  const n = index + 1;
  const headingId = `${base}-heading`;
  const buttons = [
    {
      control: 'up' as const,
      label: t('form.questions.moveUp', { n }),
      icon: <ArrowUpward fontSize="small" />,
      disabled: index === 0,
      onClick: () => onMove(-1),
    },
    {
      control: 'down' as const,
      label: t('form.questions.moveDown', { n }),
      icon: <ArrowDownward fontSize="small" />,
      disabled: index === total - 1,
      onClick: () => onMove(1),
    },
    {
      control: 'remove' as const,
      label: t('form.questions.remove', { n }),
      icon: <DeleteOutlined fontSize="small" />,
      disabled: total <= 1,
      onClick: onRemove,
    },
  ];

  return (
    <Paper component="li" variant="outlined" sx={{ p: 2 }} aria-labelledby={headingId}>
      <Stack spacing={1.5}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {t('form.questions.heading', { n })}
          </Typography>
          {!locked && (
            <Stack direction="row" spacing={0.5}>
              {buttons.map((button) => (
                <Tooltip key={button.control} title={button.label}>
                  {/* a disabled button gets no pointer events: the span keeps the tooltip */}
                  <span>
                    <IconButton
                      id={`${base}-${button.control}`}
                      aria-label={button.label}
                      size="small"
                      color={button.control === 'remove' ? 'error' : 'default'}
                      disabled={button.disabled}
                      onClick={button.onClick}
                    >
                      {button.icon}
                    </IconButton>
                  </span>
                </Tooltip>
              ))}
            </Stack>
          )}
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextInput
            id={`${base}-text`}
            label={t('form.questions.text', { n })}
            value={question.text}
            onChange={onText}
            required
            disabled={locked}
            error={error}
            multiline
            maxLength={POLL_LIMITS.question}
          />
          <FormControl sx={{ minWidth: 220 }} disabled={locked}>
            <InputLabel htmlFor={`${base}-kind`} shrink>
              {t('form.questions.kind', { n })}
            </InputLabel>
            <NativeSelect
              value={question.kind}
              onChange={(event: ChangeEvent<HTMLSelectElement>) => {
                const kind = event.target.value;
                if (isQuestionKind(kind)) onKind(kind);
              }}
              input={<OutlinedInput label={t('form.questions.kind', { n })} notched />}
              inputProps={{ id: `${base}-kind` }}
            >
              {QUESTION_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`kinds.${kind}`)}
                </option>
              ))}
            </NativeSelect>
          </FormControl>
        </Stack>
      </Stack>
    </Paper>
  );
}
