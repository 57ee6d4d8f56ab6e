/** True only in the server build made for tests (and under Vitest): the test-only routes exist. */
declare const __AGORA_TEST_HOOKS__: boolean;
