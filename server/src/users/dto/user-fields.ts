import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsIn, IsOptional } from 'class-validator';
import { IsText } from './text-field.js';
import { type Role, ROLES } from '../roles.js';
import { TransformValue } from '../../common/transforms.js';

const PASSWORD_MIN_LENGTH = 8;
const CREDENTIALS_REQUIRED = 'Benutzername & Passwort erforderlich';
const PASSWORD_TOO_SHORT = `Min. ${PASSWORD_MIN_LENGTH} Zeichen`;
export const CURRENT_PASSWORD_REQUIRED = 'Bitte das aktuelle Passwort angeben.';

const USERNAME_CHARACTERS = 'darf nur Buchstaben a–z (auch ä, ö, ü, ß), Ziffern und . _ - @ enthalten';

/** How a username is stored: trimmed, in Unicode NFKC (full-width "ａｄｍｉｎ" becomes "admin"). */
function normalizeUsername(username: string): string {
  return username.trim().normalize('NFKC');
}

/** How usernames are compared, at login and for uniqueness: "Admin" and "admin" are one account. */
export function usernameKey(username: string): string {
  return normalizeUsername(username).toLowerCase();
}

/**
 * A new account's name: 3–50 characters from a small safe set. Latin letters only, so that look-alikes
 * from other scripts ("аdmin" with a Cyrillic а) cannot pose as an existing account.
 */
export function IsUsername() {
  return applyDecorators(
    ApiProperty({ minLength: 3, maxLength: 50, example: 'kellner1', pattern: '^[A-Za-z0-9äöüÄÖÜß._@-]+$' }),
    TransformValue((value) => (typeof value === 'string' ? normalizeUsername(value) : value)),
    IsText({
      required: CREDENTIALS_REQUIRED,
      min: 3,
      max: 50,
      minMessage: 'muss 3 bis 50 Zeichen lang sein',
      pattern: /^[A-Za-z0-9äöüÄÖÜß._@-]+$/,
      patternMessage: USERNAME_CHARACTERS,
    }),
  );
}

/** A password to set: at least 8 characters (the spec's "Min. 8 characters"). */
export function IsNewPassword() {
  return IsText({ required: CREDENTIALS_REQUIRED, min: PASSWORD_MIN_LENGTH, minMessage: PASSWORD_TOO_SHORT, max: 200 });
}

/** The current password, asked for before one's own changes; any text a password may be. */
export function IsCurrentPassword() {
  return IsText({ required: CURRENT_PASSWORD_REQUIRED, max: 200 });
}

/** Role names from the server's list; duplicates are removed by the service. */
export function IsRoleList() {
  return applyDecorators(
    ApiPropertyOptional({ enum: ROLES, enumName: 'Role', isArray: true, example: ['WAITER'] }),
    IsOptional(),
    IsArray({ message: 'muss eine Liste von Rollen sein' }),
    ArrayMaxSize(20, { message: 'zu viele Rollen' }),
    IsIn(ROLES, { each: true, message: `unbekannte Rolle (erlaubt: ${ROLES.join(', ')})` }),
  );
}

export function uniqueRoles(roles: readonly Role[] | undefined): Role[] {
  return ROLES.filter((role) => roles?.includes(role));
}
