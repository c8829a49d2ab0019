package io.dqexplorer.sdk.contract;

import io.dqexplorer.sandbox.Sandbox;
import io.dqexplorer.sandbox.SandboxClient;
import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.DqClientBuilder;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/** Builds SDK clients against an in-process sandbox over loopback; retry sleeps are recorded, not slept. */
final class SandboxFixture {

    static final String NORTHWIND = "org-northwind";
    static final String SOUTHPAW = "org-southpaw";
    static final String KITCHEN = "kitchen-egocentric";
    static final String WAREHOUSE = "warehouse-picking";
    static final String ASSEMBLY = "assembly-line";
    static final String FIELD = "field-robotics";
    static final String FLEET = "fleet-archive";
    static final String LAB = "lab-teleop";

    final List<Duration> sleeps = new CopyOnWriteArrayList<>();

    DqClientBuilder builder(Sandbox sandbox, SandboxClient credential) {
        return DqClient.builder()
                .serviceUrl(sandbox.serviceUrl())
                .tokenUrl(sandbox.tokenUrl())
                .clientId(credential.clientId())
                .clientSecret(credential.clientSecret().toCharArray())
                .sleeper(sleeps::add);
    }

    DqClient client(Sandbox sandbox, SandboxClient credential) {
        return builder(sandbox, credential).build();
    }
}
