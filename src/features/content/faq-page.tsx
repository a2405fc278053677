import { WithData } from '@/components/content/with-data.tsx';
import { useRouteData } from '@/lib/content/route-data.ts';
import { FaqList } from './faq-list.tsx';
import { StoredPageFrame } from './content-frame.tsx';

/** /faq: every question in its group, a search box that filters them, answers that open and close. */
export default function FaqPage() {
  const faq = useRouteData('faq');
  return (
    <StoredPageFrame slug="faq" titleKey="screen.faq">
      <WithData data={faq}>{({ groups }) => <FaqList groups={groups} />}</WithData>
    </StoredPageFrame>
  );
}
