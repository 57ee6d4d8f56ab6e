/**
 * The Node that runs built servers in the end-to-end tests: `AGORA_SERVER_NODE` if set (CI sets
 * it to Node 22 while the unit tests run on the machine's Node 20, so both supported versions
 * run the product), else the Node running the tests.
 */
export const serverNode = process.env.AGORA_SERVER_NODE || process.execPath;
