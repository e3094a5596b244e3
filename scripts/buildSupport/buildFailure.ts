import path from 'node:path';

/** A failure whose message is already written for the person who ran the build (no stack trace needed). */
export class BuildFailure extends Error {}

/** An unexpected error while one file was processed: carries the file, so the report can name it. */
export class FileFailure extends Error {
  constructor(
    readonly file: string,
    cause: unknown,
  ) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
  }
}

/**
 * What the build prints when a step fails: the file involved and what went wrong, never a stack trace
 * (the office reads this in a deploy log; a trace names our code, not their file).
 */
export function describeFailure(error: unknown, step: string, root: string): string {
  if (error instanceof BuildFailure) return error.message;
  const message = firstLines(error instanceof Error ? error.message : String(error));
  if (error instanceof FileFailure) return `${path.relative(root, error.file) || error.file}: ${message}\n  (while ${step})`;
  const file = fileIn(error, root);
  return `${file ? `${file}: ` : ''}${step} failed: ${message}`;
}

/** Error messages of some tools carry their own trace after the first lines; keep the explanation only. */
const firstLines = (message: string) => message.replace(/^[ \t]+at[ \t].*(?:\n|$)/gm, '').trim();

/** The file a Node or tool error names (path on fs errors, id/file on Vite's), relative to the project. */
function fileIn(error: unknown, root: string): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const record = error as { path?: unknown; id?: unknown; file?: unknown };
  const file = [record.path, record.id, record.file].find((value): value is string => typeof value === 'string');
  return file && path.isAbsolute(file) ? path.relative(root, file) : file;
}
