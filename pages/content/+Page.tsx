import { useData } from 'vike-react/useData';
import type { Data } from './+data.ts';
import { TextPage } from './templates/TextPage.tsx';

/** Picks the template the page's front matter names. */
export default function Page() {
  const page = useData<Data>();
  switch (page.template) {
    case 'text':
      return <TextPage page={page} />;
  }
}
