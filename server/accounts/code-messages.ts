import type { ApiLanguage } from '../http/request-language.ts';

/**
 * The texts of codes sent by SMS or email, in the reader's language (the request's). Digits stay Latin
 * in both languages: phones offer a Latin code for autofill, and one message never mixes two styles.
 */
export const codeMessages = {
  passwordResetSms: {
    en: (code: string) => `Amanah: your password reset code is ${code}. It expires in 5 minutes. Do not share it.`,
    ar: (code: string) => `أمانة: رمز استعادة كلمة المرور ${code}. ينتهي خلال 5 دقائق. لا تشاركه مع أحد.`,
  },
  passwordResetEmail: {
    en: (code: string) => ({
      subject: 'Your password reset code',
      body: `Your Amanah Insurance password reset code is ${code}. It expires in 5 minutes.\n\nIf you did not ask for it, ignore this email: your password stays the same.`,
    }),
    ar: (code: string) => ({
      subject: 'رمز استعادة كلمة المرور',
      body: `رمز استعادة كلمة المرور في أمانة للتأمين هو ${code}، وينتهي خلال 5 دقائق.\n\nإن لم تطلبه فتجاهل هذه الرسالة، وستبقى كلمة مرورك كما هي.`,
    }),
  },
  activationSms: {
    en: (code: string) => `Amanah: your activation code is ${code}. It expires in 5 minutes. Do not share it.`,
    ar: (code: string) => `أمانة: رمز تفعيل حسابك ${code}. ينتهي خلال 5 دقائق. لا تشاركه مع أحد.`,
  },
  /** Find my policy: the code that opens one policy bought as a guest. */
  policyAccessSms: {
    en: (code: string) => `Amanah: your code to open your policy is ${code}. It expires in 5 minutes. Do not share it.`,
    ar: (code: string) => `أمانة: رمز فتح وثيقتك ${code}. ينتهي خلال 5 دقائق. لا تشاركه مع أحد.`,
  },
  /** A link, not a code: `name` is the customer's first name (may be empty). */
  emailVerification: {
    en: (link: string, name = '') => ({
      subject: 'Confirm your email address',
      body: `Hello${name ? ` ${name}` : ''},\n\nConfirm your email address for Amanah Insurance by opening this link within 24 hours:\n${link}\n\nIf you did not ask for this, ignore this email.`,
    }),
    ar: (link: string, name = '') => ({
      subject: 'أكّد بريدك الإلكتروني',
      body: `مرحبًا${name ? ` ${name}` : ''}،\n\nأكّد بريدك الإلكتروني في أمانة للتأمين بفتح هذا الرابط خلال 24 ساعة:\n${link}\n\nإن لم تطلب ذلك فتجاهل هذه الرسالة.`,
    }),
  },
} satisfies Record<string, Record<ApiLanguage, (code: string) => unknown>>;
