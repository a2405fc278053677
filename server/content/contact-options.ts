import type { ContactOptions } from '../../contract/content.ts';
import type { ApiLanguage } from '../http/request-language.ts';

/** How to reach support. The numbers and addresses can be set per deployment (SUPPORT_PHONE, SUPPORT_EMAIL, SUPPORT_WHATSAPP). */
export function contactOptions(language: ApiLanguage): ContactOptions {
  const phone = process.env.SUPPORT_PHONE ?? '+966920001234';
  const email = process.env.SUPPORT_EMAIL ?? 'care@amanah.example';
  const whatsapp = process.env.SUPPORT_WHATSAPP ?? '+966550001234';
  return {
    phone,
    email,
    whatsapp,
    ...(language === 'ar'
      ? {
          hours: [
            { days: 'من الأحد إلى الخميس', time: '٨:٠٠ ص – ٨:٠٠ م' },
            { days: 'السبت', time: '١٠:٠٠ ص – ٤:٠٠ م' },
            { days: 'الجمعة', time: 'مغلق، ويبقى طلب الدعم متاحًا عبر الموقع' },
          ],
          address: 'طريق الملك فهد، حي العليا، الرياض ١٢٢١٤، المملكة العربية السعودية',
        }
      : {
          hours: [
            { days: 'Sunday to Thursday', time: '8:00 am – 8:00 pm' },
            { days: 'Saturday', time: '10:00 am – 4:00 pm' },
            { days: 'Friday', time: 'Closed; support requests on the site stay open' },
          ],
          address: 'King Fahd Road, Al Olaya, Riyadh 12214, Saudi Arabia',
        }),
  };
}
