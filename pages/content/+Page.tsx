import type { ComponentType } from 'react';
import { useData } from 'vike-react/useData';
import type { Data } from './+data.ts';
import { templateComponents } from './templateComponents.ts';

/** Shows the page with the component of the template its front matter names. */
export default function Page() {
  const page = useData<Data>();
  // The map pairs each template with the component of its own page type; TypeScript cannot follow that pairing through an index.
  const Template = templateComponents[page.template] as ComponentType<{ page: Data }>;
  return <Template page={page} />;
}
