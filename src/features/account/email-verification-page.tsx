import { PlaceholderPage } from '@/components/layout/placeholder-page.tsx';

/** Filled by a later issue; the route, layout and guards already hold. */
export default PlaceholderPage;
