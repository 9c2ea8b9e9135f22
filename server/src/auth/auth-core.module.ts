import { Global, Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { AppConfig } from '../config/app-config.js';
import { SessionJwtStrategy } from './session-jwt.strategy.js';
import { RolesGuard, StaffAuthGuard } from './staff-auth.guard.js';
import { StaffJwtStrategy } from './staff-jwt.strategy.js';
import { TokenService } from './token.service.js';

/** Token signing and the passport strategies every module's guards rely on. */
@Global()
@Module({
  imports: [
    PassportModule,
    JwtModule.registerAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        secret: config.jwtSecret,
        signOptions: { algorithm: 'HS256' },
        verifyOptions: { algorithms: ['HS256'] },
      }),
    }),
  ],
  providers: [TokenService, SessionJwtStrategy, StaffJwtStrategy, StaffAuthGuard, RolesGuard],
  exports: [TokenService, JwtModule, StaffAuthGuard, RolesGuard],
})
export class AuthCoreModule {}
