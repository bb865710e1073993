import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { Product } from '@/api/prices';
import { PRODUCTS, isProduct } from '../products';

interface ProductSelectProps {
  id: string;
  value: Product | null;
  onChange: (value: Product | null) => void;
  /** The empty option's text ("All products" in a filter, "Choose" in a form). */
  none: string;
  required?: boolean;
  error?: string | undefined;
  size?: 'small' | 'medium';
}

/** A product of the catalogue in a native select. */
export function ProductSelect({
  id,
  value,
  onChange,
  none,
  required = false,
  error,
  size = 'medium',
}: ProductSelectProps) {
  const { t } = useTranslation('prices');
  const helperId = `${id}-helper`;
  return (
    <FormControl
      fullWidth
      variant="outlined"
      required={required}
      error={Boolean(error)}
      size={size}
    >
      <InputLabel htmlFor={id} shrink>
        {t('fields.product')}
      </InputLabel>
      <NativeSelect
        value={value ?? ''}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => {
          const chosen = event.target.value;
          onChange(isProduct(chosen) ? chosen : null);
        }}
        input={<OutlinedInput label={t('fields.product')} notched />}
        inputProps={{
          id,
          name: 'product',
          'aria-invalid': Boolean(error),
          'aria-describedby': error ? helperId : undefined,
        }}
      >
        <option value="">{none}</option>
        {PRODUCTS.map((product) => (
          <option key={product} value={product}>
            {t(`products.${product}`)}
          </option>
        ))}
      </NativeSelect>
      {error && <FormHelperText id={helperId}>{error}</FormHelperText>}
    </FormControl>
  );
}
