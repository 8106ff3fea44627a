import { ConfigError, loadConfig } from '../config.js';
import { withCommandDatabase } from '../db/command-database.js';
import { isRole, ROLES } from './actor.js';
import { changeRole, UnknownAccountError, type RoleChange } from './role-change.js';

/**
 * `npm run user:role -- EMAIL ROLE`: the only way an account gets or loses a role (decision 012).
 * Works on DATABASE_URL or the PGlite under DATA_DIR (refused, with the reason, while the server
 * holds it). Speaks Korean when LANG says so, else English; exits 1 on any refusal.
 */
const isKorean = /^ko/i.test(process.env.LC_ALL || process.env.LANG || '');
const say = (ko: string, en: string) => (isKorean ? ko : en);

function usage(): string {
  return say(
    `사용법: npm run user:role -- 이메일 역할  (역할: ${ROLES.join(', ')})`,
    `Usage: npm run user:role -- EMAIL ROLE  (ROLE: ${ROLES.join(', ')})`,
  );
}

function report({ email, previous, role }: RoleChange): string {
  if (previous === role) {
    return say(
      `${email} 계정은 이미 ${role} 역할이에요. 바꾼 것이 없어요.`,
      `${email} already has the role ${role}; nothing changed.`,
    );
  }
  return say(
    `${email} 계정의 역할을 바꿨어요: ${previous} → ${role} (감사 기록에 남겼어요).`,
    `${email}: role changed from ${previous} to ${role} (recorded in the audit log).`,
  );
}

try {
  const [email, role, ...rest] = process.argv.slice(2);
  if (!email || !role || rest.length > 0) throw new Error(usage());
  if (!isRole(role)) {
    throw new Error(say(`알 수 없는 역할이에요: ${role}. `, `Unknown role: ${role}. `) + usage());
  }
  const change = await withCommandDatabase(loadConfig(), ({ db }) => changeRole(db, email, role));
  console.log(report(change));
} catch (error) {
  const message =
    error instanceof UnknownAccountError
      ? say(`${error.email} 이메일로 가입한 계정이 없어요.`, error.message)
      : error instanceof ConfigError || error instanceof Error
        ? error.message
        : String(error);
  console.error(message);
  process.exitCode = 1;
}
