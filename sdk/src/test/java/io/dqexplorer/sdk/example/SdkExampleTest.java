package io.dqexplorer.sdk.example;

import io.dqexplorer.sandbox.Sandbox;
import io.dqexplorer.sandbox.SandboxClient;
import io.dqexplorer.sandbox.SandboxConfig;
import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.export.ExportResult;
import io.dqexplorer.sdk.model.ClipPage;
import io.dqexplorer.sdk.query.ClipQuery;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The SDK's README example runs against the sandbox over loopback, and the README shows it as it is here. */
class SdkExampleTest {

    private static final Path EXAMPLE = Path.of("src/test/java/io/dqexplorer/sdk/example/SdkExample.java");
    private static final Path README = Path.of("README.md");

    private Sandbox sandbox;
    private DqClient client;

    @BeforeEach
    void start() {
        sandbox = Sandbox.start(SandboxConfig.defaults());
        SandboxClient demo = sandbox.demoClient();
        client = DqClient.builder().serviceUrl(sandbox.serviceUrl()).tokenUrl(sandbox.tokenUrl())
                .clientId(demo.clientId()).clientSecret(demo.clientSecret().toCharArray()).build();
    }

    @AfterEach
    void stop() {
        client.close();
        sandbox.close();
    }

    @Test
    void theExampleListsReadsWalksAndExportsTheServicesOwnFigures(@TempDir Path folder) throws IOException {
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        Path csv = folder.resolve("knife.csv");

        ExportResult result = SdkExample.run(client, "kitchen-egocentric", "knife", csv,
                new PrintStream(printed, true, StandardCharsets.UTF_8));

        ClipPage knives = client.unversioned().clips(ClipQuery.of("kitchen-egocentric").withTerm("knife").withLimit(0));
        assertEquals(knives.total(), result.rows());
        List<String> lines = Files.readAllLines(csv);
        assertEquals(knives.total() + 1, lines.size(), "a header and one line per clip");
        assertTrue(Files.isRegularFile(result.manifest()));
        String out = printed.toString(StandardCharsets.UTF_8);
        assertTrue(out.contains("kitchen-egocentric [video_characteristics"), out);
        assertTrue(out.lines().anyMatch(line -> line.startsWith("blurry: ") && line.endsWith(" h")), out);
        assertTrue(out.contains(knives.total() + " clips written to " + csv), out);
    }

    @Test
    void theReadmeShowsTheExampleAsItIsCompiledHere() throws IOException {
        String source = Files.readString(EXAMPLE);
        String example = source.substring(source.indexOf("// example:begin\n") + "// example:begin\n".length(),
                source.indexOf("// example:end"));
        assertTrue(Files.readString(README).contains("```java\n" + example + "```"),
                "sdk/README.md's Java block differs from " + EXAMPLE + ": copy the part between the example markers");
    }
}
