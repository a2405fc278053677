import type { SeedPost } from './seed-types.ts';

/** Blog posts in English; the Arabic posts share the slugs and dates but are written for Arabic readers. */
export const postsEn: SeedPost[] = [
  {
    slug: 'comprehensive-or-third-party',
    publishedOn: '2024-08-20',
    title: 'Comprehensive or third-party: which motor cover do you need?',
    summary: 'Third-party cover is the legal minimum; comprehensive cover also pays for your own car. Here is how to decide.',
    author: 'Omar Al-Qahtani',
    body: `Every car on Saudi roads must carry at least third-party liability insurance. It pays for the damage and injuries you cause to other people, but nothing towards your own car.

## When third-party is enough
If your car is older and its market value is low, the premium for comprehensive cover can approach what the car is worth. Many owners of such cars choose third-party cover and keep savings aside for their own repairs.

## When comprehensive pays for itself
A newer or financed car is a different story. Comprehensive cover pays to repair or replace your own car after an accident, theft or fire, and most lenders require it. Compare the premium with the cost of a single serious repair and the answer is usually clear.

## Look at the deductible
The deductible is the part of each claim you pay yourself. A higher deductible lowers the premium, but make sure it is an amount you could pay tomorrow without strain.

On Amanah, every motor offer shows the premium, the deductible and the coverages side by side, so you can compare like with like before you decide.`,
  },
  {
    slug: 'travel-insurance-checklist',
    publishedOn: '2024-07-28',
    title: 'A travel insurance checklist before you fly',
    summary: 'Five things to check on your travel policy before the holidays, from medical limits to the dates of your trip.',
    author: 'Lina Al-Otaibi',
    body: `A travel policy is cheap compared with the cost of a hospital night abroad. Before you pay, run through this list.

## 1. The medical limit
Check the maximum the policy pays for treatment abroad. Some destinations, such as the Schengen area, require a minimum amount of cover for a visa.

## 2. Every traveller is named
Each person on the trip needs to be on the policy with the right date of birth. Children are often priced differently, so enter them as they are.

## 3. The dates match your tickets
Cover starts and ends on the dates you choose. If your return flight is after midnight, add a day.

## 4. What counts as a cancellation
Read which reasons for cancelling a trip are covered: illness, a death in the family, or a visa refusal are common; changing your mind is not.

## 5. Keep the certificate at hand
Download your certificate and keep it on your phone. Embassies and hospitals ask for the policy number first.`,
  },
  {
    slug: 'health-insurance-for-families',
    publishedOn: '2024-06-30',
    title: 'Health insurance for the whole family, explained',
    summary: 'How family health cover is priced, what a network means, and how to add a newborn to your policy.',
    author: 'Dr. Huda Al-Shehri',
    body: `Family health insurance covers each member you list, and each member is priced by age band. That is why a policy for two young children can cost less than one for a single older parent.

## Networks and classes
Insurers work with a network of hospitals and clinics. A higher class usually means a wider network and a private room; a lower class keeps the premium down. Check that the hospital you trust is in the network before you choose.

## Waiting periods
Some treatments, such as maternity or chronic conditions, are covered only after a waiting period. The policy wording lists them; ask your broker if anything is unclear.

## Adding a newborn
A newborn can be added to an existing family policy. Do it early: the first weeks are when babies see doctors most.

Amanah shows the members, their ages and the price of each plan on one screen, so the total is never a surprise at checkout.`,
  },
  {
    slug: 'protect-your-home-contents',
    publishedOn: '2024-05-22',
    title: 'Building, contents or both: protecting your home',
    summary: 'Tenants and owners need different home insurance. A short guide to building and contents cover.',
    author: 'Faisal Al-Harbi',
    body: `Home insurance has two parts that are often confused. Building cover pays to repair the structure: walls, roof, fixed kitchens and installations. Contents cover pays for what you would take with you when you move.

## If you rent
The building belongs to your landlord, who insures it. You need contents cover only: furniture, appliances, clothes and electronics.

## If you own
Owners usually need both. Insure the building for the cost of rebuilding it, not for the price you paid, which includes the land.

## Make an inventory
Walk through each room with your phone and note what you own and roughly what it would cost to replace. It takes twenty minutes and makes a claim far easier.`,
  },
  {
    slug: 'why-life-insurance-early',
    publishedOn: '2024-04-15',
    title: 'Why term life insurance is cheaper than you think',
    summary: 'Term life cover protects the people who depend on you. The younger you start, the less it costs.',
    author: 'Sara Al-Dossary',
    body: `Term life insurance pays a fixed amount to the people you name if you die during the term of the policy. There is no savings part, which is what keeps it affordable.

## Age is the biggest factor
Premiums are set by your age and health when you buy. A policy taken at thirty can cost half as much as the same cover taken at forty-five.

## How much cover
A common rule is enough to replace several years of income and pay off any debts, such as a home loan. Your broker can help you work out a figure that fits your family.

## Keep it simple
Choose a term that lasts until your children are independent or your home loan is paid. You can always review it later.`,
  },
  {
    slug: 'renewing-without-surprises',
    publishedOn: '2024-03-10',
    title: 'Renewing your policy without surprises',
    summary: 'What changes at renewal, why your premium may move, and how to renew in a few taps.',
    author: 'Omar Al-Qahtani',
    body: `Most policies last a year. Around a month before yours ends, we remind you by email and in your notifications.

## Why the price can change
Insurers reprice every year: your age, the age of your car, a claim in the past year or new rates in the market can all move the premium up or down.

## Compare before you renew
Renewing from your policy page starts a new purchase with your details filled in. You will see offers from several insurers again, so loyalty is never a reason to overpay.

## Do not leave a gap
Driving without valid motor cover is an offence. Renew before the end date and your new policy starts the day the old one ends.`,
  },
  {
    slug: 'amanah-wallet-and-gift-cards',
    publishedOn: '2024-02-05',
    title: 'Your Amanah wallet and gift cards',
    summary: 'How the wallet works, how to redeem a gift card, and how refunds reach you.',
    author: 'Lina Al-Otaibi',
    body: `Your Amanah wallet keeps a balance you can spend on any policy. It is filled by gift cards, refunds you choose to keep, and occasional credits.

## Redeeming a gift card
Open My Account, then Wallet, and enter the serial. We show the amount before you confirm, and the card can be redeemed only once.

## Paying with the wallet
At checkout you can use the wallet on its own or together with a card. We always show how much comes from each before you pay.

## Every movement is recorded
The wallet page lists each credit and payment with the balance after it, so you can check every riyal.`,
  },
];

export const postsAr: SeedPost[] = [
  {
    slug: 'comprehensive-or-third-party',
    publishedOn: '2024-08-20',
    title: 'تأمين شامل أم ضد الغير؟ كيف تختار تأمين سيارتك',
    summary: 'التأمين ضد الغير هو الحد الأدنى الذي يفرضه النظام، أما الشامل فيغطي سيارتك أيضًا. إليك ما يساعدك على القرار.',
    author: 'عمر القحطاني',
    body: `لا يجوز أن تسير أي سيارة على طرق المملكة دون تأمين ضد الغير على الأقل. هذا التأمين يعوّض الآخرين عن الأضرار والإصابات التي تتسبب فيها، لكنه لا يدفع شيئًا لإصلاح سيارتك أنت.

## متى يكفيك التأمين ضد الغير؟
إذا كانت سيارتك قديمة وقيمتها السوقية منخفضة، فقد يقترب قسط التأمين الشامل من قيمة السيارة نفسها. لذلك يكتفي كثير من أصحاب هذه السيارات بالتأمين ضد الغير، ويدّخرون مبلغًا لإصلاحاتهم.

## متى يستحق الشامل ما تدفعه؟
الأمر مختلف مع السيارة الحديثة أو الممولة. فالتأمين الشامل يتكفل بإصلاح سيارتك أو تعويضها بعد الحادث أو السرقة أو الحريق، وتشترطه أغلب جهات التمويل. قارن القسط بتكلفة إصلاح واحد كبير، وسيتضح لك القرار غالبًا.

## انتبه لمبلغ التحمّل
مبلغ التحمّل هو الجزء الذي تدفعه بنفسك من كل مطالبة. كلما ارتفع انخفض القسط، لكن تأكد أنه مبلغ تستطيع دفعه غدًا دون أن يرهقك.

في أمانة يظهر لك القسط ومبلغ التحمّل والتغطيات لكل عرض جنبًا إلى جنب، لتقارن بين عروض متكافئة قبل أن تقرر.`,
  },
  {
    slug: 'travel-insurance-checklist',
    publishedOn: '2024-07-28',
    title: 'قبل أن تسافر: قائمة سريعة لتأمين السفر',
    summary: 'خمسة أمور تتحقق منها في وثيقة السفر قبل الإجازة، من حد التغطية الطبية إلى تواريخ الرحلة.',
    author: 'لينا العتيبي',
    body: `تكلفة تأمين السفر زهيدة إذا قارنتها بليلة واحدة في مستشفى خارج المملكة. وقبل أن تدفع، راجع هذه القائمة.

## ١. حد التغطية الطبية
تحقق من أقصى مبلغ تدفعه الوثيقة للعلاج في الخارج، فبعض الوجهات كدول الشنغن تشترط حدًا أدنى من التغطية لمنح التأشيرة.

## ٢. أسماء جميع المسافرين
يجب أن يُدرج كل مسافر في الوثيقة بتاريخ ميلاده الصحيح، فالأطفال مثلًا يُسعَّرون بطريقة مختلفة.

## ٣. تطابق التواريخ مع التذاكر
تبدأ التغطية وتنتهي في التاريخين اللذين تختارهما، فإن كانت رحلة العودة بعد منتصف الليل فأضف يومًا.

## ٤. أسباب إلغاء الرحلة المشمولة
اقرأ الأسباب التي يغطيها التأمين عند إلغاء الرحلة، كالمرض أو وفاة أحد الأقارب أو رفض التأشيرة. أما تغيير رأيك فلا يُعد سببًا مقبولًا.

## ٥. احتفظ بالشهادة في متناول يدك
نزّل شهادة التأمين واحفظها في جوالك، فأول ما تطلبه السفارات والمستشفيات هو رقم الوثيقة.`,
  },
  {
    slug: 'health-insurance-for-families',
    publishedOn: '2024-06-30',
    title: 'التأمين الصحي للعائلة: دليلك المبسّط',
    summary: 'كيف يُسعَّر التأمين الصحي العائلي، وما المقصود بشبكة مقدمي الخدمة، وكيف تضيف مولودك الجديد.',
    author: 'د. هدى الشهري',
    body: `يغطي التأمين الصحي العائلي كل فرد تدرجه في الوثيقة، ويُسعَّر كل فرد بحسب فئته العمرية. ولهذا قد تكلف وثيقة لطفلين صغيرين أقل من وثيقة لأحد الوالدين وحده إن كان متقدمًا في العمر.

## الشبكة والفئة
تتعامل شركات التأمين مع شبكة من المستشفيات والعيادات. والفئة الأعلى تعني عادة شبكة أوسع وغرفة خاصة، بينما تخفّض الفئة الأدنى القسط. تأكد أن المستشفى الذي تثق به ضمن الشبكة قبل أن تختار.

## فترات الانتظار
بعض العلاجات، كالحمل والولادة والأمراض المزمنة، لا تُغطى إلا بعد فترة انتظار تذكرها الوثيقة بوضوح. وإن التبس عليك شيء فاسأل وسيطك.

## إضافة المولود الجديد
يمكنك إضافة مولودك إلى وثيقة العائلة القائمة، والأفضل أن تبادر بذلك مبكرًا، فالأسابيع الأولى هي الأكثر زيارةً للطبيب.

تعرض أمانة الأفراد وأعمارهم وسعر كل خطة في شاشة واحدة، فلا يفاجئك المبلغ الإجمالي عند الدفع.`,
  },
  {
    slug: 'protect-your-home-contents',
    publishedOn: '2024-05-22',
    title: 'المبنى أم المحتويات أم كلاهما؟ كيف تحمي منزلك',
    summary: 'احتياجات المستأجر تختلف عن احتياجات المالك. دليل قصير لتأمين المبنى وتأمين المحتويات.',
    author: 'فيصل الحربي',
    body: `لتأمين المنازل جزءان يخلط بينهما كثيرون: تأمين المبنى يغطي إصلاح الهيكل من جدران وسقف ومطابخ وتمديدات ثابتة، وتأمين المحتويات يغطي ما ستأخذه معك إن انتقلت إلى منزل آخر.

## إن كنت مستأجرًا
المبنى ملك للمؤجر وهو من يؤمّن عليه، فيكفيك تأمين المحتويات: الأثاث والأجهزة والملابس والإلكترونيات.

## إن كنت مالكًا
يحتاج المالك غالبًا إلى الاثنين معًا. واحرص على أن يكون مبلغ تأمين المبنى مساويًا لتكلفة إعادة بنائه، لا لسعر شرائه الذي يشمل قيمة الأرض.

## اكتب قائمة بممتلكاتك
تجوّل في غرف المنزل بجوالك، وسجّل ما تملكه وتكلفة استبداله التقريبية. لن يستغرق ذلك أكثر من عشرين دقيقة، لكنه يسهّل أي مطالبة كثيرًا.`,
  },
  {
    slug: 'why-life-insurance-early',
    publishedOn: '2024-04-15',
    title: 'تأمين الحياة لمدة محددة أرخص مما تظن',
    summary: 'تأمين الحياة يحمي من يعتمدون عليك، وكلما بدأت مبكرًا انخفضت تكلفته.',
    author: 'سارة الدوسري',
    body: `يدفع تأمين الحياة لمدة محددة مبلغًا ثابتًا لمن تسمّيهم إذا توفيت خلال مدة الوثيقة. ولا يتضمن أي جانب ادخاري، وهذا ما يجعل قسطه في المتناول.

## العمر هو العامل الأهم
يتحدد القسط بعمرك وحالتك الصحية عند الشراء، وقد تكلف الوثيقة نفسها في سن الثلاثين نصف ما تكلفه في الخامسة والأربعين.

## كم تحتاج من التغطية؟
من القواعد الشائعة أن تكفي التغطية لتعويض دخل عدة سنوات وسداد الديون القائمة كقرض المنزل. ويمكن لوسيطك أن يساعدك في تقدير مبلغ يناسب أسرتك.

## اجعلها بسيطة
اختر مدة تمتد حتى يستقل أبناؤك أو ينتهي قرض منزلك، ويمكنك مراجعتها لاحقًا متى شئت.`,
  },
  {
    slug: 'renewing-without-surprises',
    publishedOn: '2024-03-10',
    title: 'جدّد وثيقتك دون مفاجآت',
    summary: 'ما الذي يتغير عند التجديد، ولماذا قد يختلف القسط، وكيف تجدد ببضع نقرات.',
    author: 'عمر القحطاني',
    body: `مدة أغلب الوثائق سنة واحدة، وقبل انتهاء وثيقتك بنحو شهر نذكّرك بالبريد الإلكتروني وفي الإشعارات.

## لماذا قد يتغير السعر؟
تعيد شركات التأمين تسعير وثائقها كل عام، فعمرك وعمر سيارتك ووجود مطالبة خلال العام الماضي وتغيّر أسعار السوق كلها عوامل قد ترفع القسط أو تخفضه.

## قارن قبل أن تجدد
التجديد من صفحة وثيقتك يبدأ عملية شراء جديدة ببياناتك جاهزة، فتظهر لك عروض عدة شركات من جديد. لا تجعل الاعتياد سببًا لدفع أكثر مما يلزم.

## لا تترك فجوة في التغطية
قيادة السيارة دون تأمين ساري مخالفة نظامية، فجدّد قبل تاريخ الانتهاء لتبدأ وثيقتك الجديدة في اليوم الذي تنتهي فيه القديمة.`,
  },
  {
    slug: 'amanah-wallet-and-gift-cards',
    publishedOn: '2024-02-05',
    title: 'محفظة أمانة وبطاقات الهدايا',
    summary: 'كيف تعمل المحفظة، وكيف تستبدل بطاقة الهدية، وكيف يصلك المبلغ المسترد.',
    author: 'لينا العتيبي',
    body: `تحفظ لك محفظة أمانة رصيدًا تستخدمه في شراء أي وثيقة، ويُشحن رصيدها من بطاقات الهدايا والمبالغ المستردة التي تختار إبقاءها، إضافة إلى أرصدة نمنحها أحيانًا.

## استبدال بطاقة الهدية
افتح «حسابي» ثم «المحفظة» وأدخل الرقم التسلسلي للبطاقة. سنعرض لك قيمتها قبل التأكيد، ولا يمكن استبدال البطاقة إلا مرة واحدة.

## الدفع من المحفظة
عند الدفع يمكنك استخدام رصيد المحفظة وحده أو مع البطاقة البنكية، ونوضح لك دائمًا ما سيُخصم من كل منهما قبل الدفع.

## كل حركة مسجّلة
تعرض صفحة المحفظة كل إيداع وكل دفعة مع الرصيد بعدها، لتتابع كل ريال بنفسك.`,
  },
];
