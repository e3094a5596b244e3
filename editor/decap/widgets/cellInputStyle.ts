/** Every input of the table editor's cells: bordered, so each reads as a field to type in (Decap's page resets borders). */
export const CELL_INPUT = {
  width: '100%',
  boxSizing: 'border-box',
  font: 'inherit',
  padding: '0.3em',
  border: '1px solid #767676',
  borderRadius: '3px',
  background: '#fff',
} as const;
