import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  forgotPasswordRequestSchema,
  loginRequestSchema,
  resetPasswordFormSchema,
  signupFormSchema,
  signupRequestSchema,
  verifyOtpRequestSchema,
  verifyPasswordOtpRequestSchema,
} from './accounts';

/** The first message per field, as the forms and the API show them. */
function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const byField: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) byField[String(issue.path[0])] ??= issue.message;
  return byField;
}

const validSignup = {
  name: 'Priya Nair',
  email: 'priya@example.in',
  password: 'secret1',
  phone: '9876543210',
  userType: 'customer',
};

describe('signup (docs/product.md#account-validation)', () => {
  it('accepts a complete signup and normalises the e-mail', () => {
    const parsed = signupRequestSchema.parse({ ...validSignup, email: '  Priya@Example.IN ' });
    expect(parsed.email).toBe('priya@example.in');
  });

  it('shows the documented messages', () => {
    const result = signupRequestSchema.safeParse({
      name: ' ',
      email: '',
      password: '12345',
      phone: '98765',
      userType: 'admin',
    });
    expect(messages(result)).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      password: 'Password must be at least 6 characters',
      phone: 'Phone number must be 10 digits',
      userType: 'Please choose how you will use Studio Hive',
    });
  });

  it('asks for a matching confirmation on the form', () => {
    const result = signupFormSchema.safeParse({ ...validSignup, confirmPassword: 'secret2' });
    expect(messages(result)).toEqual({ confirmPassword: 'Passwords do not match' });
  });

  it('tells a mismatched confirmation together with every other problem', () => {
    const result = signupFormSchema.safeParse({
      name: '',
      email: '',
      password: 'secret1',
      confirmPassword: 'secret2',
      phone: '+91 98765 ',
      userType: 'customer',
    });
    expect(messages(result)).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      phone: 'Phone number must be 10 digits',
      confirmPassword: 'Passwords do not match',
    });
  });

  it('reads the form the way the request is read, the confirmation beside it', () => {
    const parsed = signupFormSchema.parse({
      ...validSignup,
      email: ' Priya@Example.IN ',
      phone: '+91 98765 43210',
      confirmPassword: 'secret1',
    });
    expect(parsed).toEqual({
      ...validSignup,
      email: 'priya@example.in',
      phone: '9876543210',
      confirmPassword: 'secret1',
    });
  });

  it('refuses bidi controls and zero-width characters in a name (decision 003)', () => {
    for (const name of [
      'Priya\u202Etxt.exe',
      'Priya\u202A',
      '\u2067Priya',
      'Pri\u200Bya',
      'Priya\u200DNair',
      'Pri\u200Cya',
      'Pri\uFEFFya',
      'Priya\u2060',
      'Priya\u200F',
    ]) {
      expect(messages(signupRequestSchema.safeParse({ ...validSignup, name })).name).toBe(
        'Name must contain only printable characters',
      );
    }
    // The joiners shape conjuncts in Indian scripts and stay allowed there.
    for (const name of ['क्\u200Dष', 'ന്\u200D', 'Priya Nair']) {
      expect(signupRequestSchema.safeParse({ ...validSignup, name }).success).toBe(true);
    }
  });

  it('refuses control characters in a name, NUL among them', () => {
    for (const name of ['Priya\u0000', 'Pri\nya', '\u0007Bell']) {
      expect(messages(signupRequestSchema.safeParse({ ...validSignup, name })).name).toBe(
        'Name must contain only printable characters',
      );
    }
    expect(
      signupRequestSchema.safeParse({ ...validSignup, name: 'Zoë D’Souza (हिंदी)' }).success,
    ).toBe(true);
  });
});

describe('e-mail addresses', () => {
  const check = (email: string) =>
    loginRequestSchema.safeParse({ email, password: 'x', userType: 'customer' });

  it.each([
    'a@b.co',
    'first.last+studio@mail.example.in',
    "o'neil@example.com",
    'x_y-z@sub.domain-1.org',
  ])('accepts %s', (email) => expect(check(email).success).toBe(true));

  it.each([
    'plain',
    'no-at.example.com',
    'two@@example.com',
    'user@localhost',
    'a@b.c,evil@attacker.com',
    '<a@evil.com>',
    'a b@example.com',
    '"quoted"@example.com',
    'a@-example.com',
    'a\u0000b@example.com',
    `${'a'.repeat(250)}@example.com`,
  ])('refuses %j as "Email is invalid"', (email) => {
    expect(messages(check(email)).email).toBe('Email is invalid');
  });

  it('returns at once for megabyte inputs built to make patterns backtrack', () => {
    // Quadratic patterns took minutes on these; the length check stops before the pattern runs.
    for (const email of [
      `a@${'.'.repeat(1_000_000)}@`,
      `${'a'.repeat(1_000_000)}@`,
      `a@${'a.'.repeat(500_000)}`,
    ]) {
      expect(messages(check(email)).email).toBe('Email is invalid');
    }
  });

  it('accepts every address made of allowed parts', () => {
    const label = fc.stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,10}[a-z0-9])?$/);
    const local = fc.stringMatching(/^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]{1,30}$/);
    fc.assert(
      fc.property(local, fc.array(label, { minLength: 2, maxLength: 4 }), (user, labels) => {
        expect(check(`${user}@${labels.join('.')}`).success).toBe(true);
      }),
    );
  });

  it('never accepts a character that mail software reads as a separator', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.constantFrom(',', ';', '<', '>', ' ', '"', '(', ')', '\n'),
        fc.string(),
        (a, sep, b) => {
          // Letters around the separator: surrounding spaces are trimmed, as in the forms.
          expect(check(`${a}x${sep}y${b}@example.com`).success).toBe(false);
        },
      ),
    );
  });
});

describe('codes and password recovery (docs/product.md#account-validation)', () => {
  it('asks for both signup codes, digits only', () => {
    const result = verifyOtpRequestSchema.safeParse({
      email: 'a@b.co',
      emailOtp: '12a456',
      phoneOtp: '',
    });
    expect(messages(result)).toEqual({
      emailOtp: 'OTP must contain only digits',
      phoneOtp: 'Phone OTP is required',
    });
  });

  it('requires the e-mail on forgot-password with the documented message', () => {
    expect(messages(forgotPasswordRequestSchema.safeParse({ email: '' }))).toEqual({
      email: 'Email is required.',
    });
  });

  it.each(['', '12345', '1234567', 'abcdef'])('refuses the reset code %j', (otp) => {
    expect(messages(verifyPasswordOtpRequestSchema.safeParse({ email: 'a@b.co', otp }))).toEqual({
      otp: 'Please enter a valid 6-digit OTP.',
    });
  });

  it.each(['Short1!', 'alllowercase1!', 'ALLUPPERCASE1!', 'NoDigits!!', 'NoSymbol123'])(
    'refuses the weak new password %j',
    (newPassword) => {
      expect(
        messages(resetPasswordFormSchema.safeParse({ newPassword, confirmPassword: newPassword })),
      ).toEqual({
        newPassword:
          'Password must be 8+ characters and include uppercase, lowercase, number, and symbol.',
      });
    },
  );

  it('accepts a strong new password typed twice the same', () => {
    expect(
      resetPasswordFormSchema.safeParse({
        newPassword: 'Str0ng!pass',
        confirmPassword: 'Str0ng!pass',
      }).success,
    ).toBe(true);
    expect(
      messages(
        resetPasswordFormSchema.safeParse({
          newPassword: 'Str0ng!pass',
          confirmPassword: 'Str0ng!pas',
        }),
      ),
    ).toEqual({ confirmPassword: 'Passwords do not match' });
  });
});
