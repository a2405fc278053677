import type { SeedFaqGroup } from './seed-types.ts';

export const faqEn: SeedFaqGroup[] = [
  {
    id: 'buying',
    title: 'Buying a policy',
    questions: [
      ['buy-account', 'Do I need an account to buy insurance?', 'No. You can continue as a guest and verify your mobile number by SMS at checkout. If you later sign up with the same number, your policies move into your account.'],
      ['buy-time', 'How long does it take to buy a policy?', 'Usually a few minutes. You answer a short set of questions, compare the offers and pay; the policy number and certificate are ready as soon as the payment succeeds.'],
      ['buy-broker', 'What does the broker do?', 'A licensed broker advises you and arranges the policy with the insurer. You choose the broker before comparing offers and can change it later from your policy page.'],
      ['buy-quote-expiry', 'Why did my quote expire?', 'Prices are held for fifteen minutes. After that we ask the insurers again, so the price you pay is always current; your answers are kept.'],
    ],
  },
  {
    id: 'payments',
    title: 'Payments and refunds',
    questions: [
      ['pay-methods', 'How can I pay?', 'By card, with your Amanah wallet, with a gift card, or with a combination of them. The checkout shows how much comes from each before you confirm.'],
      ['pay-twice', 'Can I be charged twice?', 'No. Each order can be paid only once: a retry, a double click or a lost connection never creates a second charge. If the connection drops, the app checks the outcome for you.'],
      ['pay-declined', 'My card was declined. What now?', 'Nothing was taken. Check the card details or use another card; your gift card and wallet amounts are given back until the payment succeeds.'],
      ['pay-refund', 'How long does a refund take?', 'Refunds return to the way you paid within fourteen days of the cancellation being approved.'],
    ],
  },
  {
    id: 'policies',
    title: 'Your policies',
    questions: [
      ['policy-find', 'Where do I find my certificate?', 'Open My Policies and choose the policy. You can download the certificate in English or Arabic at any time.'],
      ['policy-cancel', 'How do I cancel a policy?', 'Open the policy and choose Cancel. You will see the refund before you confirm. Within fifteen days and without a claim, the refund is the full premium.'],
      ['policy-renew', 'How do I renew?', 'We remind you a month before the end date. Renewing starts a new purchase with your details filled in, so you can compare offers again.'],
    ],
  },
  {
    id: 'account',
    title: 'Your account',
    questions: [
      ['account-password', 'I forgot my password.', 'Choose “Forgot password” on the login page and enter your mobile number or email. We send a code to reset it.'],
      ['account-language', 'Can I use Amanah in Arabic?', 'Yes. Switch the language at the top of any page; your choice is remembered on this device.'],
      ['account-data', 'What do you do with my data?', 'We use it to quote, issue and service your policies, and share it only with your broker and insurer. Our privacy policy explains the details and your rights.'],
    ],
  },
];

export const faqAr: SeedFaqGroup[] = [
  {
    id: 'buying',
    title: 'شراء الوثيقة',
    questions: [
      ['buy-account', 'هل أحتاج إلى حساب لشراء التأمين؟', 'لا، يمكنك المتابعة كزائر والتحقق من رقم جوالك برسالة نصية عند الدفع. وإن أنشأت حسابًا لاحقًا بالرقم نفسه، تنتقل وثائقك إليه تلقائيًا.'],
      ['buy-time', 'كم يستغرق شراء الوثيقة؟', 'بضع دقائق في العادة: تجيب عن أسئلة قليلة، وتقارن العروض، ثم تدفع. ويصبح رقم الوثيقة وشهادتها جاهزين فور نجاح الدفع.'],
      ['buy-broker', 'ما دور الوسيط؟', 'الوسيط المرخّص يقدم لك المشورة ويرتّب الوثيقة مع شركة التأمين. تختاره قبل مقارنة العروض، ويمكنك تغييره لاحقًا من صفحة وثيقتك.'],
      ['buy-quote-expiry', 'لماذا انتهت صلاحية عرض السعر؟', 'نحتفظ بالأسعار خمس عشرة دقيقة، ثم نعيد طلبها من شركات التأمين لتدفع دائمًا السعر الحالي، مع الاحتفاظ بإجاباتك كما هي.'],
    ],
  },
  {
    id: 'payments',
    title: 'الدفع والاسترداد',
    questions: [
      ['pay-methods', 'ما طرق الدفع المتاحة؟', 'البطاقة البنكية، أو رصيد محفظة أمانة، أو بطاقة الهدية، أو الجمع بينها. وتوضح لك صفحة الدفع ما سيُخصم من كل وسيلة قبل التأكيد.'],
      ['pay-twice', 'هل يمكن أن يُخصم المبلغ مرتين؟', 'لا. يُدفع كل طلب مرة واحدة فقط، فإعادة المحاولة أو النقر المزدوج أو انقطاع الاتصال لا تنشئ خصمًا ثانيًا. وإن انقطع الاتصال يتحقق التطبيق من النتيجة بنفسه.'],
      ['pay-declined', 'رُفضت بطاقتي، فماذا أفعل؟', 'لم يُخصم منك شيء. تحقق من بيانات البطاقة أو استخدم بطاقة أخرى، ويبقى رصيد بطاقة الهدية والمحفظة محفوظًا لك حتى ينجح الدفع.'],
      ['pay-refund', 'متى يصلني المبلغ المسترد؟', 'يعود المبلغ إلى وسيلة الدفع نفسها خلال أربعة عشر يومًا من الموافقة على الإلغاء.'],
    ],
  },
  {
    id: 'policies',
    title: 'وثائقك',
    questions: [
      ['policy-find', 'أين أجد شهادة التأمين؟', 'افتح «وثائقي» واختر الوثيقة، ويمكنك تنزيل الشهادة بالعربية أو بالإنجليزية في أي وقت.'],
      ['policy-cancel', 'كيف ألغي وثيقتي؟', 'افتح الوثيقة واختر «إلغاء»، وسيظهر لك المبلغ المسترد قبل التأكيد. وإن ألغيتها خلال خمسة عشر يومًا دون مطالبة، استرددت القسط كاملًا.'],
      ['policy-renew', 'كيف أجدد وثيقتي؟', 'نذكّرك قبل انتهائها بشهر. والتجديد يبدأ عملية شراء جديدة ببياناتك جاهزة، لتقارن العروض من جديد.'],
    ],
  },
  {
    id: 'account',
    title: 'حسابك',
    questions: [
      ['account-password', 'نسيت كلمة المرور.', 'اختر «نسيت كلمة المرور» في صفحة تسجيل الدخول، وأدخل رقم جوالك أو بريدك الإلكتروني، وسنرسل لك رمزًا لتعيينها من جديد.'],
      ['account-language', 'هل يمكنني استخدام أمانة بالعربية؟', 'نعم، بدّل اللغة من أعلى أي صفحة، وسيتذكر الجهاز اختيارك.'],
      ['account-data', 'ماذا تفعلون ببياناتي؟', 'نستخدمها لتسعير وثائقك وإصدارها وخدمتها، ولا نشاركها إلا مع وسيطك وشركة التأمين. وتشرح سياسة الخصوصية التفاصيل وحقوقك.'],
    ],
  },
];

/** The people of the company, both spellings of each name. */
export const team = [
  { id: 'nora', nameEn: 'Nora Al-Saud', nameAr: 'نورة السعود', roleEn: 'Chief Executive Officer', roleAr: 'الرئيسة التنفيذية', bioEn: 'Fifteen years in insurance, the last eight leading digital distribution. Founded Amanah to make cover easy to buy.', bioAr: 'خمسة عشر عامًا في قطاع التأمين، قضت آخر ثمانية منها في قيادة قنوات البيع الرقمية، وأسست أمانة لتجعل شراء التأمين أمرًا يسيرًا.' },
  { id: 'khalid', nameEn: 'Khalid Al-Mutairi', nameAr: 'خالد المطيري', roleEn: 'Chief Technology Officer', roleAr: 'الرئيس التقني', bioEn: 'Builds the platform and keeps payments safe. Previously led engineering at a Riyadh payments company.', bioAr: 'يقود بناء المنصة ويحرص على أمان المدفوعات، وسبق أن قاد فريق الهندسة في شركة مدفوعات بالرياض.' },
  { id: 'huda', nameEn: 'Huda Al-Shehri', nameAr: 'هدى الشهري', roleEn: 'Head of Health Products', roleAr: 'رئيسة منتجات التأمين الصحي', bioEn: 'A physician turned underwriter who makes health cover readable for families.', bioAr: 'طبيبة تحولت إلى الاكتتاب، وتعمل على أن تكون وثائق التأمين الصحي مفهومة لكل أسرة.' },
  { id: 'omar', nameEn: 'Omar Al-Qahtani', nameAr: 'عمر القحطاني', roleEn: 'Head of Broker Partnerships', roleAr: 'رئيس شراكات الوسطاء', bioEn: 'Works with every broker on the platform, from onboarding to customer ratings.', bioAr: 'يتابع كل وسيط على المنصة، من انضمامه حتى تقييمات عملائه.' },
  { id: 'lina', nameEn: 'Lina Al-Otaibi', nameAr: 'لينا العتيبي', roleEn: 'Customer Care Lead', roleAr: 'قائدة فريق خدمة العملاء', bioEn: 'Leads the team that answers your calls, messages and support requests.', bioAr: 'تقود الفريق الذي يرد على اتصالاتك ورسائلك وطلبات الدعم.' },
  { id: 'faisal', nameEn: 'Faisal Al-Harbi', nameAr: 'فيصل الحربي', roleEn: 'Product Designer', roleAr: 'مصمم المنتجات', bioEn: 'Designs every screen in English and Arabic and tests them with customers on their phones.', bioAr: 'يصمم كل شاشة بالعربية والإنجليزية، ويختبرها مع العملاء على هواتفهم.' },
];
