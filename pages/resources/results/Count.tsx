/** A count of students, or a dash that says "no data" to screen readers. */
export function Count({ value }: { value: number | null }) {
  if (value !== null) return <>{value}</>;
  return (
    <>
      <span aria-hidden="true">-</span>
      <span className="visually-hidden">no data</span>
    </>
  );
}
