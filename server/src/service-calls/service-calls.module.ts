import { Module } from '@nestjs/common';
import { SessionsModule } from '../sessions/sessions.module.js';
import { AdminServiceCallsController } from './admin-service-calls.controller.js';
import { ServiceCallsController } from './service-calls.controller.js';
import { ServiceCallsRepository } from './service-calls.repository.js';
import { ServiceCallsService } from './service-calls.service.js';

/** Guests' calls for the waiter and the bill (`service_calls`), and staff's acknowledgement of them. */
@Module({
  imports: [SessionsModule],
  controllers: [ServiceCallsController, AdminServiceCallsController],
  providers: [ServiceCallsService, ServiceCallsRepository],
})
export class ServiceCallsModule {}
