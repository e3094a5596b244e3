/** The college's name and postal address, one line each, as an <address>. */
export function PostalAddress({ name, lines }: { name: string; lines: string[] }) {
  return (
    <address>
      {name}
      {lines.map((line) => (
        <span key={line}>
          <br />
          {line}
        </span>
      ))}
    </address>
  );
}
