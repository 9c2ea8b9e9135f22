import { ApiOperation } from '@nestjs/swagger';

/**
 * Names an operation in the OpenAPI document, which otherwise takes the controller's and method's names,
 * without adding an empty summary: where the server's word differs from the wire's ("extra" for "adding").
 */
export const OperationId = (operationId: string) => ApiOperation({ operationId, summary: undefined });
