/** The blue title banner at the top of every inner page; it holds the page's only <h1>. */
export function Banner({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <div className="banner">
      <h1>{title}</h1>
      {subtitle ? <p>{subtitle}</p> : null}
    </div>
  );
}
