import { Global, Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { AppConfig } from '../config/app-config.js';
import { UsersModule } from '../users/users.module.js';
import { SessionJwtStrategy } from './session-jwt.strategy.js';
import { StaffAccess } from './staff-access.service.js';
import { RolesGuard, StaffAuthGuard } from './staff-auth.guard.js';
import { StaffJwtStrategy } from './staff-jwt.strategy.js';
import { TokenService } from './token.service.js';
import { jwtKeyOf } from './jwt-key.js';
import { LoginThrottle } from './login-throttle.service.js';

/**
 * Token signing, the passport strategies every module's guards rely on, and the password-check throttle (login,
 * and the current password before one's own password changes). Staff tokens are checked against the accounts
 * through UsersService; UsersModule in turn takes TokenService, LoginThrottle and the guards from this global
 * module (docs/decisions.md, "Modules": the one documented module cycle).
 */
@Global()
@Module({
  imports: [
    PassportModule,
    JwtModule.registerAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => {
        const key = jwtKeyOf(config.jwtSecret);
        return {
          secretOrKeyProvider: () => key,
          signOptions: { algorithm: 'HS256' },
          verifyOptions: { algorithms: ['HS256'] },
        };
      },
    }),
    UsersModule,
  ],
  providers: [TokenService, LoginThrottle, SessionJwtStrategy, StaffJwtStrategy, StaffAccess, StaffAuthGuard, RolesGuard],
  exports: [TokenService, LoginThrottle, StaffAccess, StaffAuthGuard, RolesGuard],
})
export class AuthCoreModule {}
