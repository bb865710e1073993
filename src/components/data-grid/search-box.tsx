import { useEffect, useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import FormControl from '@mui/material/FormControl';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import { SEARCH_MAX_LENGTH, normalizeSearch } from './list-url-state';

/** How long typing must pause before the search is sent. */
export const SEARCH_DEBOUNCE_MS = 300;

interface SearchBoxProps {
  id: string;
  label: string;
  clearLabel: string;
  /** The search in force (from the URL). */
  value: string;
  /** Called with the trimmed text once typing pauses, at once on Enter or on clear. */
  onSearch: (search: string) => void;
}

/**
 * The search field of a list. What is typed is sent after a 300 ms pause (or on Enter); when the
 * search in force changes from outside (Back, a link), the field shows it.
 */
export function SearchBox({ id, label, clearLabel, value, onSearch }: SearchBoxProps) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  // the search in force changed from outside: show it (adjusting state while rendering)
  if (shown !== value) {
    setShown(value);
    if (normalizeSearch(text) !== value) setText(value);
  }
  const latest = useRef(onSearch);
  useEffect(() => {
    latest.current = onSearch;
  }, [onSearch]);

  useEffect(() => {
    const search = normalizeSearch(text);
    if (search === value) return;
    const timer = setTimeout(() => latest.current(search), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value]);

  return (
    <FormControl size="small" variant="outlined" sx={{ minWidth: { xs: '100%', sm: 280 } }}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        type="search"
        label={label}
        value={text}
        onChange={(event: ChangeEvent<HTMLInputElement>) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            onSearch(normalizeSearch(text));
          } else if (event.key === 'Escape' && text !== '') {
            event.preventDefault();
            setText('');
            onSearch('');
          }
        }}
        startAdornment={
          <InputAdornment position="start">
            <SearchIcon fontSize="small" aria-hidden="true" />
          </InputAdornment>
        }
        endAdornment={
          text !== '' && (
            <InputAdornment position="end">
              <IconButton
                size="small"
                edge="end"
                aria-label={clearLabel}
                onClick={() => {
                  setText('');
                  onSearch('');
                }}
              >
                <ClearIcon fontSize="small" />
              </IconButton>
            </InputAdornment>
          )
        }
        inputProps={{ maxLength: SEARCH_MAX_LENGTH, enterKeyHint: 'search' }}
        // the field has its own clear button: no second one from the browser
        sx={{ '& input::-webkit-search-cancel-button': { display: 'none' } }}
      />
    </FormControl>
  );
}
