/** The register form's own check, said in the browser before the contract (zod) has loaded (issue 36). */
export const PASSWORD_MISMATCH_MESSAGE = 'The password confirmation does not match.';
