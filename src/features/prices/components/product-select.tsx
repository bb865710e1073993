import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { Product, ProductKind } from '@/api/prices';
import { PRODUCTS } from '@/lib/orders/products';
import { PRODUCT_KINDS } from '../products';

interface ChoiceSelectProps<T extends string> {
  id: string;
  value: T | null;
  onChange: (value: T | null) => void;
  /** The empty option's text ("All products" in a filter, "Choose" in a form). */
  none: string;
  required?: boolean;
  error?: string | undefined;
  /** Shown under the field while it has no error. */
  hint?: string | undefined;
  disabled?: boolean;
  size?: 'small' | 'medium';
}

interface CatalogueSelectProps<T extends string> extends ChoiceSelectProps<T> {
  label: string;
  name: string;
  choices: readonly T[];
  choiceLabel: (choice: T) => string;
}

/** One of a fixed catalogue of codes in a native select. */
function CatalogueSelect<T extends string>({
  id,
  label,
  name,
  choices,
  choiceLabel,
  value,
  onChange,
  none,
  required = false,
  error,
  hint,
  disabled = false,
  size = 'medium',
}: CatalogueSelectProps<T>) {
  const helperId = `${id}-helper`;
  const helper = error ?? hint;
  return (
    <FormControl
      fullWidth
      variant="outlined"
      required={required}
      error={Boolean(error)}
      disabled={disabled}
      size={size}
    >
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        value={value ?? ''}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => {
          const chosen = choices.find((choice) => choice === event.target.value);
          onChange(chosen ?? null);
        }}
        input={<OutlinedInput label={label} notched />}
        inputProps={{
          id,
          name,
          'aria-invalid': Boolean(error),
          'aria-describedby': helper ? helperId : undefined,
        }}
      >
        <option value="">{none}</option>
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {choiceLabel(choice)}
          </option>
        ))}
      </NativeSelect>
      {helper && <FormHelperText id={helperId}>{helper}</FormHelperText>}
    </FormControl>
  );
}

/** A product of the catalogue (what a price is set for). */
export function ProductSelect(props: ChoiceSelectProps<Product>) {
  const { t } = useTranslation('prices');
  return (
    <CatalogueSelect
      {...props}
      label={t('fields.product')}
      name="product"
      choices={PRODUCTS}
      choiceLabel={(product) => t(`products.${product}`)}
    />
  );
}

/** A kind of regulated maximum: per kg (cylinders) or per litre (stationary gas). */
export function ProductKindSelect(props: ChoiceSelectProps<ProductKind>) {
  const { t } = useTranslation('prices');
  return (
    <CatalogueSelect
      {...props}
      label={t('fields.productKind')}
      name="product_kind"
      choices={PRODUCT_KINDS}
      choiceLabel={(kind) => t(`productKinds.${kind}`)}
    />
  );
}
