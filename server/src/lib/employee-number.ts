/** The contract accepts an employee number as digits in a string or as an integer; stored as text. */
export const employeeNumberText = (value: string | number): string => String(value);

export const optionalEmployeeNumber = (
  value: string | number | null | undefined,
): string | null | undefined =>
  value === undefined || value === null ? value : employeeNumberText(value);
