/**
 * Heavy work the content step may have to do in this build (reading scanned pages by machine: Tesseract's workers and
 * pages drawn at 300 dpi take about a gigabyte), which would not fit beside the bundle's process. Each kind answers,
 * before either process starts, whether it has some pending (nothing of it cached). With any pending, the build
 * compiles first and bundles after; with none, it runs both side by side.
 */
export interface HeavyWork {
  /** What it is, for the build's log: "PDFs to read". */
  what: string;
  pending(paths: { root: string; contentDir: string }): Promise<boolean>;
}

/** What of `kinds` is pending in this build: empty when the compile and the bundle may run side by side. */
export async function heavyWorkPending(kinds: readonly HeavyWork[], paths: { root: string; contentDir: string }): Promise<string[]> {
  const pending = await Promise.all(kinds.map((kind) => kind.pending(paths)));
  return kinds.filter((_, index) => pending[index]).map(({ what }) => what);
}
