/**
 * jest's node environment with a test's global object an ordinary one: the same environment
 * (jest-environment-node's NodeEnvironment, every global it installs, fake timers, teardown), except that
 * the vm context is made with Node's `vm.constants.DONT_CONTEXTIFY` instead of over jest 30's
 * cleanup Proxy. Over the Proxy every read of a global in a test or in the code it runs (`Math.max`,
 * `Number.isFinite`, `JSON`, `Map`) passes through the context's interceptor and the Proxy, about a
 * hundred times a plain read (measured: 10^7 `Math.max` calls 6.8 s in such a context, 0.07 with
 * `Math` read once), and the suites that size thousands of designs spent most of their time there.
 * What is given up: jest's deletion, at teardown, of the values a test left on its global object
 * (`testEnvironmentOptions.globalsCleanup`), which only frees memory sooner; each test file still gets
 * its own context, as before.
 *
 * How: NodeEnvironment makes its context with `vm.createContext(proxy)`; that one call, made while
 * its constructor runs, is answered with a context whose global is not contextified. Node 20.18 and
 * later (ExSize runs on 22) have the constant; without it the environment is NodeEnvironment unchanged.
 */
const vm = require("vm");
const { TestEnvironment } = require("jest-environment-node");

class DirectGlobalsEnvironment extends TestEnvironment {
  constructor(config, context) {
    const createContext = vm.createContext;
    const direct = vm.constants && vm.constants.DONT_CONTEXTIFY;
    if (direct) vm.createContext = () => createContext(direct);
    try {
      super(config, context);
    } finally {
      vm.createContext = createContext;
    }
  }
}

module.exports = DirectGlobalsEnvironment;
