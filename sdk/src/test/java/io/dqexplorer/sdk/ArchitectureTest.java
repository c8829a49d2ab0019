package io.dqexplorer.sdk;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

/** The sdk uses no JavaFX and does not depend on the sandbox (two independent readings of one contract). */
class ArchitectureTest {

    private static final JavaClasses SDK = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("io.dqexplorer.sdk");

    @Test
    void sdkUsesNoJavaFx() {
        noClasses().should().dependOnClassesThat().resideInAnyPackage("javafx..").check(SDK);
    }

    @Test
    void sdkDoesNotDependOnTheSandbox() {
        noClasses().should().dependOnClassesThat().resideInAnyPackage("io.dqexplorer.sandbox..").check(SDK);
    }

    @Test
    void modelsAndErrorsDoNotDependOnTheTransport() {
        noClasses().that().resideInAnyPackage("io.dqexplorer.sdk.model..", "io.dqexplorer.sdk.error..", "io.dqexplorer.sdk.query..")
                .should().dependOnClassesThat().resideInAnyPackage("okhttp3..", "com.fasterxml..", "com.nimbusds..")
                .check(SDK);
    }
}
