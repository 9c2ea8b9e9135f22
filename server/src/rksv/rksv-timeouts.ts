/** How long a signature unit may take before the receipt is made without it ("Sicherheitseinrichtung ausgefallen"). */
export const SIGN_TIMEOUT_MS = 3000;
