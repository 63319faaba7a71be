// The staff command's arguments and what it does with them; src/server/staff.cli.ts runs it.
import { emailSchema } from '../../shared/schemas/accounts';
import { type StaffRole, staffRoleSchema } from '../../shared/schemas/staff';
import type { StaffService } from './staff.service';

export const USAGE =
  'Usage: npm run staff -- add <email> --role staff|admin\n       npm run staff -- remove <email>';

export type StaffCommand =
  | { command: 'add'; email: string; role: StaffRole }
  | { command: 'remove'; email: string };

/** A mistake in the command: `exitCode` 1 for a bad address, 2 for a misused command. */
export type ParsedArgs = { ok: true; value: StaffCommand } | { ok: false; problem: string; exitCode: 1 | 2 };

const misuse = (problem: string): ParsedArgs => ({ ok: false, problem, exitCode: 2 });

export function parseArgs(args: string[]): ParsedArgs {
  const [command, address, ...options] = args;
  if (command !== 'add' && command !== 'remove') return misuse('the commands are "add" and "remove"');
  if (address === undefined || address.startsWith('--')) return misuse(`${command} needs an e-mail address`);
  const email = emailSchema.safeParse(address);
  if (!email.success)
    return { ok: false, problem: `"${address}" is not a valid e-mail address`, exitCode: 1 };
  if (command === 'remove') {
    return options.length === 0
      ? { ok: true, value: { command, email: email.data } }
      : misuse(`remove takes no options ("${options[0]}")`);
  }
  if (options[0] !== '--role' || options.length !== 2)
    return misuse('add needs --role staff or --role admin');
  const role = staffRoleSchema.safeParse(options[1]);
  if (!role.success) return misuse(`the role is "staff" or "admin", not "${options[1]}"`);
  return { ok: true, value: { command, email: email.data, role: role.data } };
}

/** Runs the command; returns the line to print. */
export async function runStaffCommand(staff: StaffService, command: StaffCommand): Promise<string> {
  if (command.command === 'add') {
    const change = await staff.grant(null, command.email, command.role);
    if (change.before === null) {
      return `Created the account ${change.email} as ${change.after}; they sign in with an e-mail link.`;
    }
    if (change.before === change.after) return `${change.email} is ${change.after} already; nothing changed.`;
    return `${change.email} is now ${change.after} (was ${change.before}).`;
  }
  const change = await staff.revoke(null, { email: command.email });
  if (!change) return `${command.email} has no staff role; nothing changed.`;
  return `${change.email} is a visitor again (was ${change.before}); the account stays.`;
}
