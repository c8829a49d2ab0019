package io.dqexplorer.testing;

import io.dqexplorer.sandbox.Sandbox;
import io.dqexplorer.sandbox.SandboxConfig;
import io.dqexplorer.sdk.DqClient;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;

/**
 * Gives a test an in-process sandbox and a demo client of it ({@link SandboxClients#demo}), as parameters:
 * <pre>{@code
 * @ExtendWith(SandboxExtension.class)
 * class SomeTest {
 *     static Sandbox sandbox;
 *
 *     @BeforeAll
 *     static void start(Sandbox running) { sandbox = running; }     // one for the class
 *
 *     @Test
 *     void readsTheFigures(DqClient client) { ... }                 // a client for this test
 * }
 * }</pre>
 * Like {@code @TempDir}, what a {@code @BeforeAll} method asks for lasts the test class; what a
 * {@code @BeforeEach} or test method asks for lasts that test, on the class's sandbox when it has one, else
 * on one of the test's own (for tests that re-measure or stop it). Both are closed when their scope ends.
 * Faults a test injects into the class's sandbox are cleared after it, so that they reach no other test.
 */
public final class SandboxExtension implements ParameterResolver, AfterEachCallback {

    private static final ExtensionContext.Namespace NAMESPACE = ExtensionContext.Namespace.create(SandboxExtension.class);

    @Override
    public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
        Class<?> type = parameter.getParameter().getType();
        return type == Sandbox.class || type == DqClient.class;
    }

    @Override
    public Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
        return parameter.getParameter().getType() == Sandbox.class ? sandbox(context) : client(context);
    }

    @Override
    public void afterEach(ExtensionContext context) {
        // a sandbox of the test's own is closed with it; one of the class lives on into the next test
        Sandbox sandbox = context.getStore(NAMESPACE).get(Sandbox.class, Sandbox.class);
        if (sandbox != null) {
            sandbox.faults().clear();
        }
    }

    /** The store looks in the enclosing scopes first: a test's own sandbox starts only when its class has none. */
    private static Sandbox sandbox(ExtensionContext context) {
        return context.getStore(NAMESPACE).getOrComputeIfAbsent(Sandbox.class,
                type -> Sandbox.start(SandboxConfig.defaults()), Sandbox.class);
    }

    private static DqClient client(ExtensionContext context) {
        Sandbox sandbox = sandbox(context);
        return context.getStore(NAMESPACE).getOrComputeIfAbsent(DqClient.class,
                type -> SandboxClients.demo(sandbox), DqClient.class);
    }
}
