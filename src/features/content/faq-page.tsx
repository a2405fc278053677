import { WithData } from '@/components/content/with-data.tsx';
import { useRouteData } from '@/lib/content/route-data.ts';
import { FaqList } from './faq-list.tsx';
import { ContentFrame } from './content-frame.tsx';
import { useContentPage } from './use-content-page.ts';

/** /faq: every question in its group, a search box that filters them, answers that open and close. */
export default function FaqPage() {
  const page = useContentPage('faq');
  const faq = useRouteData('faq');
  return (
    <ContentFrame page={page} titleKey="screen.faq">
      {() => (
        <>
          <WithData data={faq}>{({ groups }) => <FaqList groups={groups} />}</WithData>
        </>
      )}
    </ContentFrame>
  );
}
